import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { signIn } from './sessions.ts';

// A web build as `vite build` leaves it: hashed assets and index.html, each with .br and .gz copies.
const webDist = mkdtempSync(join(tmpdir(), 'op-web-dist-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${' '.repeat(2000)}</body></html>`;
function writeWithCopies(path: string, body: string) {
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body));
}
mkdirSync(join(webDist, 'assets'));
writeWithCopies(join(webDist, 'assets', 'index-abc123.js'), script);
writeWithCopies(join(webDist, 'index.html'), page);
// The build before it, kept for one release (apps/web/build/previous-assets.ts): its record and a script.
const previousScript = 'export const greeting = "hello from the previous release";\n';
mkdirSync(join(webDist, '.vite'));
writeFileSync(
  join(webDist, '.vite', 'asset-builds.json'),
  JSON.stringify({ current: ['assets/index-abc123.js'], previous: ['assets/index-old999.js'] }),
);
writeWithCopies(join(webDist, 'assets', 'index-old999.js'), previousScript);

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ webDist });
  auth = (await signIn(t.app, 'owner@demo.test')).headers;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('web app files', () => {
  it('sends hashed assets as cacheable for a year and immutable, keyed on Accept-Encoding', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('sends the brotli copy written at build time to a browser that accepts it, else the gzip copy', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends index.html, for its own path and every client route, with no-cache so a new build is seen at once', async () => {
    for (const url of ['/index.html', '/', '/orders?page=2', '/admin']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it('still sends the previous build’s assets, immutable, to pages loaded before a deploy', async () => {
    const res = await get('/assets/index-old999.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(previousScript);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await get('/assets/index-gone.js');
    expect(res.statusCode).toBe(404);
  });
});

describe('API replies', () => {
  it('compresses JSON above 1 KB for a client that accepts it', async () => {
    const res = await get('/api/transaction?per_page=50', { ...auth, 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('accept-encoding');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.data.length).toBeGreaterThan(0);
    expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(JSON.stringify(body)));
  });

  it('sends a small reply as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('compresses the CSV export on the fly', async () => {
    const res = await get('/api/transaction/export', { ...auth, 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toMatch(
      /^\uFEFFDate,Document number,Type,Status,Memo,Order number,Amount\r\n/,
    );
  });

  it('tells every cache not to store personal data or a CSV export (Cache-Control: no-store)', async () => {
    for (const url of ['/api/customer', '/api/transaction', '/api/transaction/export', '/api/orders']) {
      const res = await get(url, auth);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const staff = (await signIn(t.app, 'admin@demo.test', 'staff')).headers;
    const contacts = await get('/api/admin/customer_users', staff);
    expect(contacts.statusCode).toBe(200);
    expect(contacts.headers['cache-control']).toBe('no-store');
  });
});
