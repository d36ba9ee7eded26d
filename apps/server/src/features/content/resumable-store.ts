import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { AppConfig } from '../../config.ts';
import { parseStorageUrl, s3ClientConfig } from '../../plugins/storage.ts';

/** An unfinished upload is kept this long after its last byte, then refused (410) and removed. */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Where the tus server keeps unfinished uploads, and how a finished one is read back. */
export interface ResumableStore {
  datastore: DataStore;
  read(id: string): Promise<Readable>;
}

/**
 * Unfinished uploads live beside the finished files, on the same storage: a folder under DATA_DIR on
 * local disk (so a restart resumes them), the bucket's multipart uploads on S3 (so any app server
 * behind the balancer resumes them). A finished upload is copied into the storage driver as a video
 * of its own key, exactly as a single-request upload is stored, and the partial one removed.
 */
export function resumableStore(config: Pick<AppConfig, 'dataDir' | 'storageUrl'>): ResumableStore {
  if (config.storageUrl) {
    const target = parseStorageUrl(config.storageUrl);
    const store = new TidyS3Store({
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
      s3ClientConfig: { ...s3ClientConfig(target), bucket: target.bucket },
    });
    return { datastore: store, read: (id) => store.read(id) };
  }
  const store = new FileStore({
    directory: join(config.dataDir, 'resumable-uploads'),
    expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
  });
  return { datastore: store, read: async (id) => store.read(id) };
}

/**
 * S3Store's removal, and then the objects it leaves behind: the unfinished tail of a cancelled upload
 * (`<id>.part`), and, once the upload is complete, the assembled file and its record (`<id>`,
 * `<id>.info`; S3 then answers the multipart upload's abort with NoSuchUpload, and S3Store stops
 * there). Each would otherwise stay in the bucket: a finished upload as a second copy of the video.
 */
class TidyS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    let refused: unknown = null;
    await super.remove(id).catch((err: unknown) => {
      refused = err;
    });
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [id, `${id}.info`, `${id}.part`].map((Key) => ({ Key })), Quiet: true },
    });
    // S3Store forgets the upload only when its own removal succeeds: a HEAD would still find it.
    await this.clearCache(id);
    if (refused) throw refused;
  }
}
