import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes a reply goes out as it is: compressing it saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API JSON and CSV exports are compressed on the fly (brotli at quality 4, or gzip) when the client
 * accepts it; streamed replies (the CSV export) are always compressed, as their size is not known.
 * The web app's files are compressed once, at build time (plugins/web-app.ts), and go out as they
 * are. Request bodies are not decompressed: a client has no reason to send one compressed, and a
 * small compressed body could expand past the body limit's intent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
