/**
 * Bad input never answers 5xx (docs/security.md, input validation): every operation of the app's own
 * OpenAPI document gets malformed values in each parameter and body field (NUL and control
 * characters, wrong types, int4/int8 edges, impossible and out-of-range dates, broken multipart),
 * signed in as a caller the route lets in and anonymously. FUZZ_SEED=<n> replays a run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXCEPTION_MESSAGE } from '../../src/plugins/errors.ts';
import { seededRandom } from '../../src/seed/random.ts';
import { createApiKey } from '../api-keys.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { signIn, signInStaff } from '../sessions.ts';
import { fuzzRequests, operationsOf, type FuzzRequest, type Operation } from './openapi-fuzz.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const VALUES_PER_FIELD = 8;
/** Operations that end or change the caller's own session or credentials: tried anonymously only. */
const OWN_SESSION = ['POST /api/logout', 'PUT /api/customer/password', 'PUT /api/admin/update', 'PUT /api/customer'];

let t: TestApp;
let callers: Record<string, string>[];
beforeAll(async () => {
  // The integration API is fuzzed with a key of every scope, past its per-key limit.
  t = await createTestApp({ apiKeyRequestsPerMinute: 1_000_000 });
  callers = [
    (await signInStaff(t.app, 'admin')).headers,
    (await signIn(t.app, 'owner@demo.test')).headers,
    (await createApiKey(t.app, { name: 'Fuzz' })).headers,
  ];
});
afterAll(() => t.close());

/** Requests the contract let through and the database refused (the error handler's last line of defence). */
const databaseRefused: string[] = [];

async function send(request: FuzzRequest, auth: Record<string, string>) {
  try {
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      payload: request.payload,
      headers: { ...request.headers, ...auth },
    });
    if (res.statusCode === 422 && res.body.includes(DATA_EXCEPTION_MESSAGE)) {
      databaseRefused.push(`${request.method} ${request.url} ${request.what}`);
    }
    return res.statusCode;
  } catch {
    // A reply that started and then broke (a reset connection) is a server failure too.
    return 599;
  }
}

/** The first caller the route lets in (neither 401 nor 403), or anonymous. */
async function callerFor(op: Operation, first: FuzzRequest) {
  if (OWN_SESSION.includes(`${op.method} ${op.path}`)) return {};
  for (const headers of callers) {
    const status = await send(first, headers);
    if (status !== 401 && status !== 403) return headers;
  }
  return {};
}

describe('malformed input on every operation of the OpenAPI document', () => {
  it(
    'answers 4xx, never 5xx, and the contract refuses the value before the database does',
    { timeout: 180_000 },
    async () => {
      const random = seededRandom(SEED).next;
      const operations = operationsOf(t.app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
      expect(operations.length).toBeGreaterThanOrEqual(100);
      const failures: string[] = [];
      let sent = 0;
      const started = Date.now();
      for (const op of operations) {
        const requests = fuzzRequests(op, random, VALUES_PER_FIELD);
        const caller = await callerFor(op, requests[0]!);
        for (const request of requests) {
          for (const auth of Object.keys(caller).length ? [caller, {}] : [{}]) {
            // Anonymous callers of a signed-in route get one malformed request each: the 401 comes first.
            if (auth !== caller && request !== requests[0]) continue;
            const status = await send(request, auth);
            sent++;
            if (status >= 500) failures.push(`${status} ${request.method} ${op.path} ${request.what}`);
          }
        }
      }
      console.log(
        `openapi fuzz (seed ${SEED}): ${operations.length} operations, ${sent} requests, ${failures.length} answered 5xx, ` +
          `${databaseRefused.length} refused by the database rather than the contract, ${Date.now() - started} ms`,
      );
      expect(failures).toEqual([]);
      expect(databaseRefused).toEqual([]);
    },
  );
});
