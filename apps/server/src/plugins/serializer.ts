import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Replies are written by fast-json-stringify from each route's zod reply schema, converted once to
 * JSON Schema: it emits only the declared properties (nothing unlisted leaks, as with zod) and is
 * several times cheaper than checking every reply with zod and then calling JSON.stringify
 * (docs/performance.md). The request side is still validated by zod.
 */
const isNull = (branch: unknown) =>
  typeof branch === 'object' && branch !== null && 'type' in branch && branch.type === 'null';

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) =>
  fastJson(
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
        if (branches.length > 1)
          throw new Error(`${method} ${url}: reply unions other than nullable are not supported`);
      },
    }) as object,
  );
