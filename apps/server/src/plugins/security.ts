import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const helmetOptions = (inlineScripts: string[]): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      // Mantine sets inline style attributes and injects style tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // `frame-ancestors 'none'` governs framing; X-Frame-Options says the same to browsers older than CSP 2.
  xFrameOptions: { action: 'deny' },
  // Sent per request, only over HTTPS (HSTS_HEADER below).
  strictTransportSecurity: false,
});

/**
 * The CSP sources of the page's inline scripts (index.html starts the first screen's data requests
 * right after the HTML, not after the app's scripts, so its data shows sooner): their hashes, taken
 * from the file that is served, so the policy always matches the build and allows no other inline
 * script.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Helmet's headers are the same for every reply (no per-request nonces), so they are computed once
 * by helmet itself and then set as a plain object: running the middleware per request cost more
 * than half of the server's throughput (docs/performance.md).
 */
export function securityHeaders(inlineScripts: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(inlineScripts))({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * JSON replies are never rendered as a page, so they carry the short set OWASP's REST cheat sheet
 * gives for APIs instead of the page set: fewer bytes and header writes on the hottest routes.
 * `no-store` keeps personal data and CSV exports out of every cache, shared or the browser's; a
 * route whose reply may be cached sets its own Cache-Control.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Headers that only a document (a page, an SVG opened on its own) acts on. A script or style sheet is
 * never one, so the hashed ones under /assets go without them: 0.7 KB less on each of a first visit's
 * 10-12 file replies (on a slow phone those bytes compete with the scripts for bandwidth).
 * `nosniff`, CORP, HSTS and the referrer policy stay: they do apply to scripts and sheets.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * HSTS, on replies to requests that came over HTTPS only (RFC 6797 7.2: never over plain HTTP,
 * where a browser ignores it anyway). Behind a proxy that ends TLS,
 * `request.protocol` is the trusted proxy's X-Forwarded-Proto (TRUST_PROXY); a client's own is ignored.
 */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/** A hashed script or style sheet of the web app (or a missing one, answered in JSON). */
const isScriptOrStyle = (url: string) => url.startsWith('/assets/') && /\.(js|css)(\?|$)/.test(url);

/** The API's JSON routes; the OpenAPI browser under /api/docs is a page and gets the page set. */
const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export function registerSecurityHeaders(app: FastifyInstance, webDist: string): void {
  const indexHtml = join(webDist, 'index.html');
  const pageHeaders = securityHeaders(existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : []);
  const fileHeaders = Object.fromEntries(
    Object.entries(pageHeaders).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      isJsonApi(request.url) ? API_SECURITY_HEADERS : isScriptOrStyle(request.url) ? fileHeaders : pageHeaders,
    );
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    done();
  });
}
