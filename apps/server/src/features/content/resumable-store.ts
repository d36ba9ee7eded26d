import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { AppConfig } from '../../config.ts';
import { parseStorageUrl } from '../../plugins/storage.ts';

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
    const store = new S3Store({
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
      s3ClientConfig: {
        bucket: target.bucket,
        region: target.region,
        endpoint: target.endpoint,
        forcePathStyle: Boolean(target.endpoint),
        credentials: target.credentials,
      },
    });
    return { datastore: store, read: (id) => store.read(id) };
  }
  const store = new FileStore({
    directory: join(config.dataDir, 'resumable-uploads'),
    expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
  });
  return { datastore: store, read: async (id) => store.read(id) };
}
