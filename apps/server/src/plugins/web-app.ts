import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MESSAGE } from '@owner-portal/contract/errors';
import { registerSiteFiles } from './site-files.ts';

/** Vite names every file under /assets by its content's hash: a changed file is a new URL. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so the browser asks again each time (a 304 when unchanged). */
export const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Serves the built web app; every non-API path answers index.html so the client router decides
 * (and shows its not-found screen). Unknown /api paths answer 404 JSON.
 *
 * The build writes a brotli and a gzip copy next to each compressible file (vite.config.ts), and
 * the file the browser accepts is sent (`preCompressed`), so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const assetsDir = join(webDist, 'assets') + sep;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // send's own `public, max-age=0` is written after setHeaders and would replace its header.
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(assetsDir) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);
        // The body depends on Accept-Encoding (a .br, .gz or plain copy): caches must key on it.
        reply.header('vary', 'accept-encoding');
      },
    });
  }
  // /robots.txt and /favicon.ico answer as such, with or without a web build: never the app's page.
  registerSiteFiles(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    if (hasWebApp && wantsPage && !path.startsWith('/assets/')) return reply.sendFile('index.html');
    return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
  });
}
