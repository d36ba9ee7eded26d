/**
 * The whole API document (GET /api/docs/json) as an integrator reads it: Redocly's recommended
 * rules, an id and examples on every operation, and the refusals Fastify and the shared hooks give
 * documented where real requests get them. route-access.test.ts checks every route × caller reply
 * against the document too (decision 116).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { documentedStatuses, documentOf, lintDocument, operationsOf, type Document } from './openapi-document.ts';

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  document = documentOf(t.app);
});
afterAll(() => t.close());

const isJson = (mediaType: string) => mediaType.startsWith('application/json');

describe('the API document', () => {
  it("passes Redocly's recommended rules with 0 errors and 0 warnings", { timeout: 60_000 }, async () => {
    const lint = await lintDocument(document);
    expect(lint.problems).toEqual([]);
    expect({ errors: lint.errors, warnings: lint.warnings }).toEqual({ errors: 0, warnings: 0 });
  });

  it('gives every operation an operationId, each one once', () => {
    const ids = operationsOf(document).map(([, , op]) => op.operationId);
    expect(ids.length).toBeGreaterThanOrEqual(150);
    expect(ids.filter((id) => !id || !/^[a-z]+[A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has an example for every JSON request body and every JSON or CSV reply', () => {
    const missing: string[] = [];
    for (const [method, path, op] of operationsOf(document)) {
      for (const [mediaType, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (isJson(mediaType) && media.example === undefined) missing.push(`${method} ${path} request`);
      }
      for (const [status, reply] of Object.entries(op.responses)) {
        for (const [mediaType, media] of Object.entries(reply.content ?? {})) {
          const shown = isJson(mediaType) || mediaType.startsWith('text/csv');
          if (shown && media.example === undefined) missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no two operations of one method whose paths match the same request', () => {
    // Redocly's no-ambiguous-paths compares paths across methods (redocly.yaml): this is its per-method form.
    const crossing = (a: string[], b: string[]) => {
      if (a.length !== b.length) return false;
      const isParam = (s: string) => s.startsWith('{');
      const pairs = a.map((s, i) => [s, b[i]!] as const);
      if (pairs.some(([x, y]) => x !== y && !isParam(x) && !isParam(y))) return false;
      return pairs.some(([x, y]) => isParam(x) && !isParam(y)) && pairs.some(([x, y]) => !isParam(x) && isParam(y));
    };
    const ops = operationsOf(document);
    const ambiguous = ops.flatMap(([method, path], i) =>
      ops
        .slice(i + 1)
        .filter(([m, p]) => m === method && crossing(path.split('/'), p.split('/')))
        .map(([, p]) => `${method} ${path} / ${p}`),
    );
    expect(ambiguous).toEqual([]);
  });
});

/** Requests every client can get wrong, whatever the route; each answer must be one its operation documents. */
const MALFORMED = [
  {
    what: 'a body that is not JSON',
    method: 'POST',
    route: '/api/login',
    request: { payload: '{"email":', headers: { 'content-type': 'application/json' } },
    status: 400,
  },
  {
    what: 'a body in another media type',
    method: 'POST',
    route: '/api/login',
    request: { payload: '<login/>', headers: { 'content-type': 'application/xml' } },
    status: 415,
  },
  {
    what: 'a body over 1 MiB',
    method: 'POST',
    route: '/api/password/request',
    request: {
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 1) }),
      headers: { 'content-type': 'application/json' },
    },
    status: 413,
  },
  {
    what: 'a control character in a query parameter the route does not declare',
    method: 'GET',
    route: '/api/health/live',
    request: { url: '/api/health/live?note=%01' },
    status: 422,
  },
] as const;

describe('what the server answers a malformed request is documented for that operation', () => {
  it.each(MALFORMED)('$what: $status', async ({ method, route, request, status }) => {
    const res = await t.app.inject({ method, url: route, ...request });
    expect(res.statusCode).toBe(status);
    expect(documentedStatuses(document, method, route)).toContain(String(status));
  });
});
