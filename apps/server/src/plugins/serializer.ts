import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

const isNull = (branch: unknown) =>
  typeof branch === 'object' && branch !== null && 'type' in branch && branch.type === 'null';

function toWriter(schema: z.ZodType, route: string) {
  return fastJson(
    z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'any',
      // fast-json-stringify picks a branch of `nullable` (anyOf) by validating the value against it; a
      // closed object would refuse a value with extra properties, which are dropped in writing anyway.
      override: ({ jsonSchema }) => {
        if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
        // With open objects, a union's first branch could swallow a value of another: refuse at start-up.
        const branches = (jsonSchema.anyOf ?? jsonSchema.oneOf ?? []).filter((b) => !isNull(b));
        if (branches.length > 1) throw new Error(`${route}: reply unions other than nullable are not supported`);
      },
    }) as object,
  );
}

/**
 * Replies are written by fast-json-stringify from each route's zod reply schema, converted once to
 * JSON Schema: only the declared properties are written (nothing unlisted leaks), at a fraction of
 * the cost of a zod pass over every reply (docs/decisions/005-reply-serialisation.md).
 * `validate` adds that zod pass back: the API test suite runs with it, so a reply that strays from
 * its schema fails a test instead of reaching a client.
 */
export function createSerializerCompiler({ validate }: { validate: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const route = `${method} ${url}`;
    const write = toWriter(schema, route);
    if (!validate) return write;
    return (data) => {
      const checked = schema.safeParse(data);
      if (!checked.success) throw new Error(`${route}: the reply does not match its schema: ${checked.error.message}`);
      return write(data);
    };
  };
}
