import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

// A web build whose page the server answers for every other path (the client router decides).
const webDist = mkdtempSync(join(tmpdir(), 'op-site-files-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Owner Portal</title></head></html>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /robots.txt', () => {
  it('answers a text file asking every crawler to keep out of the private portal, not the app page', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).not.toContain('<html');
    expect(res.body.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /']));
  });
});

describe('GET /favicon.ico', () => {
  it('answers an icon (an ICO file holding the app icon), not the app page', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    // ICO header: reserved 0, type 1 (icon), then the number of images: 16, 32 and 48 px.
    expect([...res.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect(res.rawPayload.subarray(6).includes(Buffer.from('\x89PNG', 'latin1'))).toBe(true);
  });

  it('also has the icon as SVG at /favicon.svg', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<svg /);
  });

  it('still answers the app page for a screen path, and JSON 404 for an unknown API path', async () => {
    expect((await get('/orders')).body).toContain('<title>Owner Portal</title>');
    const api = await get('/api/favicon.ico');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: expect.any(String) });
  });
});
