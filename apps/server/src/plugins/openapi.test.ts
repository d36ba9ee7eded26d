import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageReply } from '@owner-portal/contract/errors';
import { idParams } from '@owner-portal/contract/params';
import type { Access } from './access.ts';
import { exampleOf } from './openapi-examples.ts';
import { operationIdFor } from './openapi-operations.ts';
import { registerOpenApi } from './openapi.ts';

type Operation = {
  operationId: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { $ref?: string; headers?: object; content?: Record<string, { example?: unknown }> }>;
};

/** The routes are only documented, never called. */
const unused = () => undefined as never;

const item = z.object({ id: z.number().int(), email: z.string(), created_at: z.string(), kind: z.enum(['a', 'b']) });

/** A few routes of each access kind, documented by the real mechanism (no database, no access hook). */
async function documented() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  const route = (access: Access | { kind: string }, extra: object = {}) => ({
    config: { access: access as Access },
    ...extra,
  });
  app.get('/api/open', { ...route({ kind: 'public' }), schema: { response: { 200: item } } }, unused);
  app.post('/api/logout', { ...route({ kind: 'signed-in' }), schema: { response: { 204: z.null() } } }, unused);
  app.put(
    '/api/things/:id',
    {
      ...route({ kind: 'staff', areas: ['contacts'] }),
      schema: { params: idParams, body: item, response: { 200: item } },
    },
    unused,
  );
  app.post(
    '/api/sign-in',
    {
      ...route({ kind: 'public' }),
      schema: { body: item.pick({ email: true }), response: { 200: item, 429: messageReply } },
    },
    unused,
  );
  app.get(
    '/api/partner/orders',
    { ...route({ kind: 'api-key' }), schema: { operationId: 'listPartnerOrders', response: { 200: item } } },
    unused,
  );
  app.route({ method: ['GET', 'HEAD'], url: '/api/blobs/*', ...route({ kind: 'public' }), handler: unused });
  await app.ready();
  const doc = app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
    components: { responses: Record<string, { headers?: object }> };
  };
  await app.close();
  return doc;
}

let doc: Awaited<ReturnType<typeof documented>>;
beforeAll(async () => {
  doc = await documented();
});

const statuses = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses);

describe('operation ids', () => {
  it('are the method and the path words in camelCase, a trailing parameter read as By<Name>', () => {
    expect(operationIdFor('get', '/api/customer/referrals')).toBe('getCustomerReferrals');
    expect(operationIdFor('put', '/api/admin/customer_users/{id}')).toBe('putAdminCustomerUsersById');
    expect(operationIdFor('get', '/api/post-training/{id}/warranty.pdf')).toBe('getPostTrainingWarrantyPdf');
    expect(operationIdFor('delete', '/api/videos/{id}/checklists-customer/{itemId}')).toBe(
      'deleteVideosChecklistsCustomerByItemId',
    );
    expect(doc.paths['/api/things/{id}']!.put!.operationId).toBe('putThingsById');
  });

  it("keep a route's own schema.operationId", () => {
    expect(doc.paths['/api/partner/orders']!.get!.operationId).toBe('listPartnerOrders');
  });

  it('differ between the methods of one route (GET and HEAD of a wildcard)', () => {
    expect(doc.paths['/api/blobs/{path}']!.get!.operationId).toBe('getBlobsByPath');
    expect(doc.paths['/api/blobs/{path}']!.head!.operationId).toBe('headBlobsByPath');
  });
});

describe('the refusals an operation documents, from its access declaration and inputs', () => {
  it('public: no 401 or 403, and no security requirement', () => {
    expect(statuses('/api/open', 'get')).toEqual(['200', '422']);
    expect(doc.paths['/api/open']!.get!.security).toEqual([]);
  });

  it('signed-in: 401 (and 503: the token is checked against the database), never 403', () => {
    expect(statuses('/api/logout', 'post')).toEqual(['204', '401', '422', '503']);
  });

  it('a staff rule with a path id and a JSON body: 401, 403, 404 and the body refusals', () => {
    expect(statuses('/api/things/{id}', 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '422',
      '503',
    ]);
  });

  it('an access kind this code does not know: 401 and 403', () => {
    expect(statuses('/api/partner/orders', 'get')).toEqual(['200', '401', '403', '422', '503']);
  });

  it('as shared components, 429 and 503 with their Retry-After header', () => {
    const signIn = doc.paths['/api/sign-in']!.post!.responses;
    expect(signIn['429']).toEqual({ $ref: '#/components/responses/TooManyAttempts' });
    expect(doc.components.responses.TooManyAttempts!.headers).toHaveProperty('Retry-After');
    expect(doc.components.responses.DatabaseUnavailable!.headers).toHaveProperty('Retry-After');
    expect(doc.paths['/api/things/{id}']!.put!.responses['401']).toEqual({
      $ref: '#/components/responses/Unauthenticated',
    });
  });
});

describe('examples', () => {
  it('every JSON body and reply gets one the schema accepts, readable by field name and format', () => {
    const put = doc.paths['/api/things/{id}']!.put!;
    const example = { id: 1, email: 'owner@example.com', created_at: '2026-06-15T14:30:00.000Z', kind: 'a' };
    expect(put.requestBody!.content['application/json']!.example).toEqual(example);
    expect(put.responses['200']!.content!['application/json']!.example).toEqual(example);
  });

  it("prefer the contract's own, then fit the schema's pattern and bounds", () => {
    const none = () => undefined;
    expect(exampleOf({ type: 'string', pattern: '^/x/', examples: ['/x/1'] }, none)).toBe('/x/1');
    expect(exampleOf({ type: 'string', pattern: '^\\d{5}$' }, none, 'code')).toBe('12345');
    expect(exampleOf({ type: 'integer', minimum: 15, maximum: 480 }, none, 'duration_minutes')).toBe(15);
    expect(exampleOf({ anyOf: [{ type: 'null' }, { type: 'string', format: 'date' }] }, none)).toBe('2026-06-15');
    expect(exampleOf({ type: 'string', maxLength: 4 }, none, 'company_name')).toBe('Comp');
  });
});
