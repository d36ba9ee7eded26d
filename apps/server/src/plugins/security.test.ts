import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from './security.ts';

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
