import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption, type TrustProxy } from '../config.ts';
import { HSTS_HEADER, inlineScriptHashes, registerSecurityHeaders, securityHeaders } from './security.ts';

describe('the page CSP', () => {
  it("allows the page's own inline scripts by their hash, and no inline script without one", () => {
    const body = '\n  window.x = 1;\n';
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const html = `<head><script>${body}</script><script type="module" src="/assets/index.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(securityHeaders(inlineScriptHashes(html))['content-security-policy']).toContain(
      `script-src 'self' ${hash};`,
    );
    expect(securityHeaders()['content-security-policy']).toContain("script-src 'self';");
  });
});

/** An app with only the security headers, a page and a JSON route, behind the given proxies. */
async function appBehind(trustProxy: TrustProxy) {
  const app = Fastify({ trustProxy: trustProxyOption(trustProxy) });
  registerSecurityHeaders(app, '/no-web-build');
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/some/page', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('1'));
  await app.ready();
  return app;
}

const URLS = ['/api/thing', '/some/page', '/assets/app.js'];

describe('framing: one answer, no one may frame the app', () => {
  it("pages and JSON replies say DENY in X-Frame-Options and 'none' in frame-ancestors, never SAMEORIGIN", async () => {
    const app = await appBehind(false);
    for (const url of ['/api/thing', '/some/page']) {
      const res = await app.inject({ url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    await app.close();
  });
});

describe('Strict-Transport-Security only over HTTPS', () => {
  it('is not sent on a plain-HTTP request', async () => {
    const app = await appBehind(false);
    for (const url of URLS)
      expect((await app.inject({ url })).headers['strict-transport-security'], url).toBeUndefined();
    await app.close();
  });

  it('is sent when the trusted proxy says the request came over HTTPS (hop count and address list)', async () => {
    for (const trust of [1, ['127.0.0.1']] as TrustProxy[]) {
      const app = await appBehind(trust);
      for (const url of URLS) {
        const https = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
        expect(https.headers['strict-transport-security'], url).toBe(HSTS_HEADER);
        const http = await app.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
        expect(http.headers['strict-transport-security'], url).toBeUndefined();
      }
      await app.close();
    }
  });

  it("ignores a client's own X-Forwarded-Proto when it is not a trusted proxy", async () => {
    for (const trust of [false, ['10.0.0.0/8']] as TrustProxy[]) {
      const app = await appBehind(trust);
      for (const url of URLS) {
        const res = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
      await app.close();
    }
  });
});
