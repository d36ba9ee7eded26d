import type { DetailedError, Upload } from 'tus-js-client';
import type { UploadedFile } from '@owner-portal/contract/content/content';
import { RESUMABLE_VIDEO_PATH } from '@owner-portal/contract/content/video-kinds';
import { API_BASE, ApiError, pickToken } from '../api/api-client.ts';

/** Bytes per PATCH: a lost connection costs at most the unsent part of one, whatever the file's size. */
const CHUNK_BYTES = 16 * 1024 * 1024;
/** Waits before each new try after a dropped connection; past the last, the upload reports its failure. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

export interface UploadProgress {
  sent: number;
  total: number;
  /** Seconds left at the speed so far, once it can be told. */
  secondsLeft: number | null;
  /** The connection dropped: waiting to resume where the server's bytes end. */
  reconnecting: boolean;
}

export interface ResumableUpload {
  /** Stops sending and removes the partial upload from the server. */
  cancel(): Promise<void>;
  /** Stops sending, keeping the partial upload for a resume. */
  stop(): void;
}

/** The server's refusal as the API client reports one (its JSON body), or the network failure. */
function failure(err: Error | DetailedError): Error {
  const response = 'originalResponse' in err ? err.originalResponse : null;
  if (!response) return err;
  let body: unknown;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    body = { message: response.getBody() };
  }
  return new ApiError(response.getStatus(), body);
}

/**
 * Sends a video through the tus endpoint (decision 127) and reports its progress. A dropped
 * connection is retried from the offset the server has; the same file chosen again after a reload
 * (same name, size and date) resumes its unfinished upload instead of starting over.
 */
export function startResumableUpload(
  file: File,
  on: {
    progress: (progress: UploadProgress) => void;
    done: (file: UploadedFile) => void;
    failed: (error: Error) => void;
  },
): ResumableUpload {
  const { token } = pickToken(RESUMABLE_VIDEO_PATH, window.location.pathname);
  const started = { at: performance.now(), bytes: -1 };
  let sentSoFar = 0;
  let upload: Upload | null = null;
  let stopped = false;
  // The tus client (about 15 KB) comes when a video is chosen, not with every form that could take one.
  import('tus-js-client')
    .then(({ Upload }) => {
      if (stopped) return;
      const tus = new Upload(file, {
        endpoint: `${API_BASE}${RESUMABLE_VIDEO_PATH}`,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        metadata: { filename: file.name },
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        removeFingerprintOnSuccess: true,
        onShouldRetry: (err) => {
          const status = err.originalResponse?.getStatus() ?? 0;
          // No answer, a restart (502/503/504), or a lock still held (423): try again. A refusal is final.
          const retry = status === 0 || status === 409 || status === 423 || status >= 500;
          if (retry) on.progress({ sent: sentSoFar, total: file.size, secondsLeft: null, reconnecting: true });
          return retry;
        },
        onProgress: (sent, total) => {
          // The speed counts from the first byte this session sent (a resumed upload starts part-way).
          if (started.bytes < 0) Object.assign(started, { at: performance.now(), bytes: sent });
          const seconds = (performance.now() - started.at) / 1000;
          const rate = seconds > 1 ? (sent - started.bytes) / seconds : 0;
          sentSoFar = sent;
          on.progress({
            sent,
            total,
            secondsLeft: rate > 0 ? Math.ceil((total - sent) / rate) : null,
            reconnecting: false,
          });
        },
        onSuccess: ({ lastResponse }) => {
          try {
            on.done((JSON.parse(lastResponse.getBody()) as { data: UploadedFile }).data);
          } catch (err) {
            on.failed(err instanceof Error ? err : new Error(String(err)));
          }
        },
        onError: (err) => on.failed(failure(err)),
      });
      upload = tus;
      return tus.findPreviousUploads().then((previous) => {
        if (stopped) return;
        const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (last) tus.resumeFromPreviousUpload(last);
        tus.start();
      });
    })
    .catch((err: unknown) => on.failed(err instanceof Error ? err : new Error(String(err))));
  return {
    cancel: () => {
      stopped = true;
      return upload ? upload.abort(true).catch(() => undefined) : Promise.resolve();
    },
    stop: () => {
      stopped = true;
      void upload?.abort(false).catch(() => undefined);
    },
  };
}
