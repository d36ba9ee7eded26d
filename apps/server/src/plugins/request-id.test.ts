import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { redactUrl } from './log-redaction.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const get = (url: string, requestId?: string) =>
  t.app.inject({ url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

describe('X-Request-Id', () => {
  it("echoes the caller's id when it is a sane one, so a proxy's trace id follows the request", async () => {
    for (const id of ['abc-123', 'lb:7f3a.2_x', 'a'.repeat(128)]) {
      expect((await get('/api/health', id)).headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an id that is too long or carries other characters with a generated one', async () => {
    for (const id of ['a'.repeat(129), 'two words', 'quote"d', 'semi;colon', '']) {
      const res = await get('/api/health', id);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('gives two requests different ids', async () => {
    const [first, second] = await Promise.all([get('/api/health'), get('/api/health')]);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('names error replies too: 401, 404, 422 and malformed JSON', async () => {
    const replies = [
      await get('/api/customer'),
      await get('/api/no-such-route'),
      await get('/no-such-page'),
      await t.app.inject({ method: 'POST', url: '/api/login', payload: {} }),
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([401, 404, 404, 422, 400]);
    for (const res of replies) expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

describe('the request log', () => {
  /** An app logging at info into `lines` (one parsed JSON object per line). */
  async function loggingApp() {
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];
    const app = await buildApp(
      { ...t.config, logLevel: 'info' },
      {
        db: t.db,
        logStream: {
          write: (line) => {
            raw.push(line);
            lines.push(JSON.parse(line) as Record<string, unknown>);
          },
        },
      },
    );
    return { app, lines, raw };
  }

  it("carries the request's id on each of its lines", async () => {
    const { app, lines } = await loggingApp();
    try {
      await app.inject({ url: '/api/customer', headers: { 'x-request-id': 'trace-42' } });
      const own = lines.filter((l) => l.reqId === 'trace-42').map((l) => l.msg);
      expect(own).toEqual(['incoming request', 'request completed']);
    } finally {
      await app.close();
    }
  });

  it('never writes the token of a password-reset or invite link', async () => {
    const { app, lines, raw } = await loggingApp();
    const token = 'Zq8x0secret-reset-token-4711';
    try {
      await app.inject({ url: `/auth/password/reset?token=${token}&lang=en` });
      await app.inject({ url: `/api/password/reset?token=${token}` });
      expect(raw.length).toBeGreaterThan(0);
      expect(raw.filter((line) => line.includes(token))).toEqual([]);
      const urls = lines.map((l) => (l.req as { url?: string } | undefined)?.url).filter(Boolean);
      expect(urls).toEqual(['/auth/password/reset?token=[redacted]&lang=en', '/api/password/reset?token=[redacted]']);
    } finally {
      await app.close();
    }
  });
});

describe('redactUrl', () => {
  it('blanks the value of every secret-looking query parameter and keeps the rest as written', () => {
    expect(redactUrl('/auth/password/reset?token=abc')).toBe('/auth/password/reset?token=[redacted]');
    expect(redactUrl('/x?lang=de&access_token=abc&b=%20c')).toBe('/x?lang=de&access_token=[redacted]&b=%20c');
    expect(redactUrl('/x?%74oken=abc&Secret=1&password=2')).toBe(
      '/x?%74oken=[redacted]&Secret=[redacted]&password=[redacted]',
    );
    expect(redactUrl('/x?token&page=2')).toBe('/x?token&page=2');
    expect(redactUrl('/api/products/12')).toBe('/api/products/12');
  });
});
