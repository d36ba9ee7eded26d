import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/** An inclusive byte range of a stored object. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live. Local disk (one server) or S3-compatible object storage (several app
 * servers sharing files). Keys are opaque paths such as `video/3f2a….mp4`.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Streams `body` to `key`; nothing is left under `key` when the stream fails. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Rejects when uploads could not be stored now (the readiness check; cheap enough to run each second). */
  check(): Promise<void>;
}

/** A key as the storage sees it: no leading slash, no parent steps. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]{0,254}$/i.test(key) && !key.split('/').includes('..');
}

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const file = normalize(join(root, key));
    if (!isSafeKey(key) || !file.startsWith(normalize(root) + sep)) throw new Error(`unsafe storage key ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written beside the target and renamed at the end: a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      // Opened before the bytes flow: a stream that opens lazily can create the file after a failed
      // pipeline's clean-up has already run, leaving an orphan behind.
      const out = (await open(partial, 'w')).createWriteStream();
      try {
        await pipeline(body, out);
        await rename(partial, file);
      } catch (err) {
        out.destroy();
        await rm(partial, { force: true });
        throw err;
      }
    },
    async size(key) {
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? s.size : null;
      } catch {
        return null;
      }
    },
    async read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      // A fresh DATA_DIR has no uploads folder until the first upload; creating it is the check.
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

export interface S3Target {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * STORAGE_URL forms: `s3://bucket?region=eu-west-1` (AWS, credentials from the environment), or
 * `http(s)://KEY:SECRET@host:port/bucket?region=…` for any S3-compatible service (path-style).
 */
export function parseStorageUrl(url: string): S3Target {
  const u = new URL(url);
  const region = u.searchParams.get('region') ?? 'us-east-1';
  if (u.protocol === 's3:') return { bucket: u.hostname, region };
  const bucket = u.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucket || bucket.includes('/')) throw new Error('STORAGE_URL must name one bucket as its path');
  return {
    bucket,
    region,
    endpoint: `${u.protocol}//${u.host}`,
    credentials: u.username
      ? { accessKeyId: decodeURIComponent(u.username), secretAccessKey: decodeURIComponent(u.password) }
      : undefined,
  };
}

/**
 * The S3 client's settings for a target, for the file store and the resumable uploads' store alike.
 * An S3-compatible service (an endpoint of its own) gets checksums only where S3 requires them: the
 * SDK otherwise sends a streamed body in aws-chunked framing with a trailing checksum, which not every
 * such service decodes (s3rver stores the framing as part of the object).
 */
export function s3ClientConfig(target: S3Target): S3ClientConfig {
  return {
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: Boolean(target.endpoint),
    credentials: target.credentials,
    ...(target.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  };
}

export function s3Storage(target: S3Target): Storage {
  const client = new S3Client(s3ClientConfig(target));
  const Bucket = target.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      // Multipart upload in 8 MB parts, two at a time: memory stays bounded whatever the file's size,
      // and a failed stream aborts the upload so no object appears.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      const failed = new Promise<never>((_, reject) => body.once('error', reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (err) {
        await upload.abort().catch(() => {});
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw err;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch {
        return null;
      }
    },
    async read(key, range) {
      const out = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return out.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

export function createStorage(config: { dataDir: string; storageUrl?: string }): Storage {
  return config.storageUrl
    ? s3Storage(parseStorageUrl(config.storageUrl))
    : localStorage(join(config.dataDir, 'uploads'));
}
