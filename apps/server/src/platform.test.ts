import { lookup } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/app.ts';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { DOCUMENT_ONLY_HEADERS } from './plugins/security.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok after checking the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 503 when the database does not answer, so the load balancer stops sending traffic', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'op-dead-db-'));
    const dead = createDatabase({ engine: 'sqlite', file: join(dir, 'dead.sqlite') });
    await sql`select 1`.execute(dead); // Kysely opens lazily: only an opened database closes
    await dead.destroy();
    const app = await buildApp(t.config, { db: dead, logger: false });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Database unavailable.' });
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  const READY = { status: 'ok', version: 'test-release', checks: { database: 'ok', storage: 'ok' } };
  /** An app of its own, so stopping its readiness or breaking its storage touches no other test. */
  async function appWith(overrides: Partial<AppConfig> = {}, db = t.db) {
    const app = await buildApp({ ...t.config, version: 'test-release', ...overrides }, { db, logger: false });
    await app.ready();
    return app;
  }

  it('answers ready, naming the release, when the database and the file storage answer', async () => {
    const app = await appWith();
    try {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual(READY);
      const live = await app.inject({ url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', version: 'test-release', checks: {} });
    } finally {
      await app.close();
    }
  });

  it('answers 503 unavailable, naming the storage, when uploads cannot be stored; live still answers 200', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'op-no-storage-'));
    writeFileSync(join(dir, 'uploads'), 'a file where the uploads folder should be');
    const app = await appWith({ dataDir: dir });
    try {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ...READY, status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 unavailable, naming the database, when the database does not answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'op-dead-db-'));
    const dead = createDatabase({ engine: 'sqlite', file: join(dir, 'dead.sqlite') });
    await sql`select 1`.execute(dead);
    await dead.destroy();
    const app = await appWith({}, dead);
    try {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ...READY, status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 shutting_down from the start of a shutdown, while live, pages and the API still answer', async () => {
    const app = await appWith();
    try {
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      app.stopReadiness();
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ...READY, status: 'shutting_down' });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/health over HTTP', () => {
  /** An app of its own on a real port: inject() goes round the HTTP server, where the fast path is. */
  async function listening(db = t.db, path = '/api/health') {
    const app = await buildApp(t.config, { db, logger: false });
    let routed = 0;
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url === path) routed++;
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const probe = async () => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      // The date and the request's own id differ from reply to reply.
      const headers = Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)));
      return { status: res.status, headers, body: await res.text(), requestId: res.headers.get('x-request-id') };
    };
    return { app, probe, routed: () => routed };
  }

  it('answers a probe after a fresh healthy check without the router, with the same reply byte for byte', async () => {
    const { app, probe, routed } = await listening();
    try {
      const checked = await probe();
      const fast = await probe();
      const again = await probe();
      expect(checked.status).toBe(200);
      expect(checked.body).toBe('{"status":"ok","database":"ok"}');
      const sameBut = (reply: typeof checked) => ({ ...reply, requestId: expect.any(String) });
      expect(fast).toEqual(sameBut(checked));
      expect(again).toEqual(sameBut(checked));
      expect(routed()).toBe(1);
      // Each reply, the fast path's too, names its own request.
      expect(new Set([checked, fast, again].map((r) => r.requestId)).size).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('answers readiness after a fresh healthy check without the router, with the same reply byte for byte', async () => {
    const { app, probe, routed } = await listening(t.db, '/api/health/ready');
    try {
      const checked = await probe();
      expect(checked.status).toBe(200);
      expect(await probe()).toEqual({ ...checked, requestId: expect.any(String) });
      expect(routed()).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('answers liveness without the router every time: it needs no check', async () => {
    const { app, probe, routed } = await listening(t.db, '/api/health/live');
    try {
      expect((await probe()).status).toBe(200);
      expect((await probe()).status).toBe(200);
      expect(routed()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it(
    'listens, with HOST=localhost, on every address localhost has, and answers the probe on each',
    { timeout: 60_000 },
    async () => {
      const app = await buildApp(t.config, { db: t.db, logger: false });
      await app.listen({ port: 0, host: 'localhost' });
      try {
        const { port } = app.server.address() as AddressInfo;
        const addresses = await lookup('localhost', { all: true });
        for (const { address, family } of addresses) {
          const host = family === 6 ? `[${address}]` : address;
          for (let i = 0; i < 2; i++) {
            const res = await fetch(`http://${host}:${port}/api/health`);
            expect(res.status).toBe(200);
            expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
          }
        }
      } finally {
        await app.close();
      }
    },
  );

  it('never answers a probe ok from a failed check: each goes to the route, which answers 503', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'op-dead-db-'));
    const dead = createDatabase({ engine: 'sqlite', file: join(dir, 'dead.sqlite') });
    await sql`select 1`.execute(dead);
    await dead.destroy();
    const { app, probe, routed } = await listening(dead);
    try {
      for (let i = 0; i < 3; i++) {
        const res = await probe();
        expect(res.status).toBe(503);
        expect(JSON.parse(res.body)).toEqual({ message: 'Database unavailable.' });
      }
      expect(routed()).toBe(3);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('platform replies', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('answers malformed JSON with a 400 message and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('message');
  });

  it('sends the API security headers on JSON replies: nothing may load, frame or sniff them', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('sends the page security headers, with the policy the web app runs under, on pages', async () => {
    for (const url of ['/some/client/route', '/assets/missing.svg']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends scripts and style sheets without the headers only a document acts on, keeping nosniff and CORP', async () => {
    for (const url of ['/assets/missing.js', '/assets/missing.css']) {
      const res = await t.app.inject({ url });
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], name).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Over HTTPS only (plugins/security.test.ts): this request is plain HTTP.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/admin/login', '/api/health']));
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
  });

  it('serves the browsable API documentation page', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
