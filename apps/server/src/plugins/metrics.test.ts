import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testEngine } from '../../test/engine.ts';
import { buildApp } from '../app.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
const NOT_FOUND = { message: 'Not found.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const res = await scrape(`Bearer ${TOKEN}`);
  for (const line of res.body.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.entries(labels).every(([k, v]) => own[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set, whatever the caller sends', async () => {
    const app = await buildApp({ ...t.config, metricsToken: undefined }, { db: t.db, logger: false });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { authorization: 'Bearer ' }]) {
        const res = await app.inject({ url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    } finally {
      await app.close();
    }
  });

  it('answers 404 without the token or with a wrong one', async () => {
    for (const header of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it("serves Prometheus' text format to the scraper holding the token", async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'http_request_duration_seconds',
      'portal_sign_in_throttled_total',
      'portal_jobs',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
    // SQLite has no pool: one synchronous connection, which no query waits for.
    for (const name of ['portal_db_pool_connections_in_use', 'portal_db_pool_waiting']) {
      if (testEngine() === 'sqlite') {
        expect(res.body).not.toContain(`# TYPE ${name} `);
      } else {
        expect(res.body).toContain(`# TYPE ${name} gauge`);
      }
    }
  });

  it('times each request under its route pattern, and every unknown path under one label', async () => {
    expect((await t.app.inject({ url: '/api/products/4242' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/products/4243' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/no-such-route-1' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/no-such-route-2' })).statusCode).toBe(404);
    const route = { route: '/api/products/:id', method: 'GET', status_code: '401' };
    expect(await sample('http_request_duration_seconds_count', route)).toBe(2);
    const unmatched = { route: 'unmatched', method: 'GET', status_code: '404' };
    expect(await sample('http_request_duration_seconds_count', unmatched)).toBeGreaterThanOrEqual(2);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.body).not.toContain('4242');
    expect(res.body).not.toContain('no-such-route');
  });

  it('counts sign-ins refused by the throttle', async () => {
    expect(await sample('portal_sign_in_throttled_total', { kind: 'customer' })).toBe(0);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'other.owner@demo.test', password: 'wrong-password' },
        remoteAddress: '10.9.9.9',
      });
    let res = await attempt();
    while (res.statusCode === 401) res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(await sample('portal_sign_in_throttled_total', { kind: 'customer' })).toBe(1);
    expect(await sample('portal_sign_in_throttled_total', { kind: 'staff' })).toBe(0);
  });

  it('reports the jobs waiting to run, by kind', async () => {
    const kind = { kind: 'auth.password-reset' };
    const before = (await sample('portal_jobs', { ...kind, state: 'queued' })) ?? 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/request',
      payload: { email: 'owner@demo.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(await sample('portal_jobs', { ...kind, state: 'queued' })).toBe(before + 1);
    expect(await sample('portal_jobs', { ...kind, state: 'failed' })).toBe(0);
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});
