/**
 * Client addresses behind a load balancer: the per-address sign-in limit counts the address the
 * nearest trusted proxy saw, not the leftmost X-Forwarded-For entry a client writes, which a client
 * could change on every attempt. Real concurrent requests against listening servers, one per
 * TRUST_PROXY form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../../src/features/auth/auth.feature.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { all, listen, statusCounts } from '../http.ts';

const ATTEMPTS = 40;
let emailSeq = 0;

/** 40 wrong sign-ins on 40 different accounts (so only the per-address limit applies), each with a new leftmost entry. */
async function spoofedFailures(http: Awaited<ReturnType<typeof listen>>, realClient: string) {
  return all(ATTEMPTS, (i) =>
    http.send('POST', '/api/login', {
      body: { email: `proxied.${emailSeq++}@demo.test`, password: 'wrong-password' },
      headers: { 'x-forwarded-for': `10.${i}.${i}.${i}, ${realClient}` },
    }),
  );
}
const limited = { 401: THROTTLE_LIMITS.address, 429: ATTEMPTS - THROTTLE_LIMITS.address };

describe.each([
  ['a hop count (TRUST_PROXY=1)', 1],
  ['the proxy addresses (TRUST_PROXY=127.0.0.1/32)', ['127.0.0.1/32']],
] as const)('TRUST_PROXY as %s', (_name, trustProxy) => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] });
    http = await listen(t.app);
  });
  afterAll(() => t.close());

  it('a varied leftmost X-Forwarded-For entry does not escape the per-address limit', async () => {
    expect(statusCounts(await spoofedFailures(http, '203.0.113.10'))).toEqual(limited);
  });

  it('counts clients the proxy saw apart: another client is not limited by the first', async () => {
    await spoofedFailures(http, '203.0.113.20');
    const other = await http.send('POST', '/api/login', {
      body: { email: 'proxied.other@demo.test', password: 'wrong-password' },
      headers: { 'x-forwarded-for': '203.0.113.21' },
    });
    expect(other.status).toBe(401);
  });
});

describe('TRUST_PROXY unset', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    t = await createTestApp();
    http = await listen(t.app);
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For altogether: the socket address is limited', async () => {
    expect(statusCounts(await spoofedFailures(http, '203.0.113.30'))).toEqual(limited);
  });
});
