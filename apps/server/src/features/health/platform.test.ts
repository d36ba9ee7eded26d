import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

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

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
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
