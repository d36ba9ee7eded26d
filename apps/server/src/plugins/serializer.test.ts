import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer.ts';

const compile = (validate: boolean) => createSerializerCompiler({ validate });
const serialize = (schema: z.ZodType, data: unknown, validate = false) =>
  compile(validate)({ schema, method: 'GET', url: '/test', httpStatus: '200' })(data);

describe('reply serializer', () => {
  const user = z.object({
    id: z.number().int(),
    email: z.string(),
    phone: z.string().nullable(),
    customer: z.object({ id: z.number().int(), company_name: z.string() }).nullable(),
    tags: z.array(z.object({ name: z.string() })),
  });

  it('writes only the properties the reply schema declares, so nothing unlisted leaks', () => {
    const out = serialize(z.object({ data: user }), {
      data: {
        id: 7,
        email: 'a@b.co',
        phone: null,
        password_hash: '$argon2id$secret',
        customer: { id: 1, company_name: 'Acme', internal_note: 'x' },
        tags: [{ name: 'vip', hidden: true }],
      },
    });
    expect(JSON.parse(out)).toEqual({
      data: { id: 7, email: 'a@b.co', phone: null, customer: { id: 1, company_name: 'Acme' }, tags: [{ name: 'vip' }] },
    });
  });

  it('writes the same JSON as JSON.stringify for a reply that matches its schema', () => {
    const data = { id: 1, email: 'é"\\\n<script>', phone: '4075550100', customer: null, tags: [] };
    expect(serialize(user, data)).toBe(JSON.stringify(data));
  });

  it('keeps records, enums, literals and optional properties', () => {
    const schema = z.object({
      message: z.literal('The given data was invalid.'),
      errors: z.record(z.string(), z.array(z.string())),
      state: z.enum(['ordered', 'shipped']),
      note: z.string().optional(),
    });
    const data = { message: 'The given data was invalid.', errors: { email: ['Bad.'] }, state: 'shipped' };
    expect(JSON.parse(serialize(schema, data))).toEqual(data);
  });

  it('refuses, at start-up, a reply union that is more than nullable', () => {
    const union = z.object({
      data: z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.number() })]),
    });
    expect(() => serialize(union, {})).toThrow(/GET \/test: reply unions other than nullable are not supported/);
  });

  it('checks each reply against its schema when asked to (the API tests do), naming the route', () => {
    expect(() =>
      serialize(user, { id: 'seven', email: 'a@b.co', phone: null, customer: null, tags: [] }, true),
    ).toThrow(/GET \/test: the reply does not match its schema/);
    expect(serialize(user, { id: 7, email: 'a@b.co', phone: null, customer: null, tags: [] }, true)).toBe(
      '{"id":7,"email":"a@b.co","phone":null,"customer":null,"tags":[]}',
    );
  });
});
