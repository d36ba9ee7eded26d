import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { finishOperations, ROUTE_FACTS, type OpenApiDocument } from './openapi-operations.ts';
import type { RouteFacts } from './openapi-replies.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

/** The name a wildcard (`/files/*`) has in the document: OpenAPI names every path parameter. */
const WILDCARD = 'path';

/** A route's URL as the document writes it: `/api/products/:id` → `/api/products/{id}`, `/api/files/*` → `/api/files/{path}`. */
export const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, `{${WILDCARD}}`);

function nameWildcard(url: string, schema: JsonObject): { url: string; schema: JsonObject } {
  if (!url.endsWith('*')) return { url, schema };
  const params = schema.params as { properties?: JsonObject; required?: string[] } | undefined;
  const { '*': wildcard, ...others } = params?.properties ?? {};
  return {
    url: `${url.slice(0, -1)}{${WILDCARD}}`,
    schema: {
      ...schema,
      params: {
        ...params,
        properties: {
          ...others,
          [WILDCARD]: {
            type: 'string',
            description: 'The rest of the path, slashes included',
            ...(wildcard as object),
          },
        },
        required: [...(params?.required ?? []).filter((r) => r !== '*'), WILDCARD],
      },
    },
  };
}

/** Each route's zod schemas as JSON Schema, with the facts the document's finishing step needs. */
function transform(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input);
  const route = (input as { route?: { config?: { access?: RouteFacts['access'] } } }).route;
  const facts: RouteFacts = { access: route?.config?.access };
  return nameWildcard(url, { ...(schema as JsonObject), [ROUTE_FACTS]: facts });
}

const DESCRIPTION = `The Owner Portal's JSON API, generated from the zod schemas that validate its requests and replies.

Sign in with \`POST /api/login\` (owners) or \`POST /api/admin/login\` (staff) and send the access token as
\`Authorization: Bearer <token>\`. Every refusal is JSON: \`{message}\`, or \`{message, errors}\` for invalid input
(422, each refused field with its texts). 429 and 503 carry \`Retry-After\`. Path ids are plain digits.`;

/**
 * The OpenAPI 3.1 document is generated from the same zod schemas that validate requests; its
 * operation ids, refusals and examples come from the routes' declarations (decision 116).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Owner Portal API',
        version: '1.0.0',
        description: DESCRIPTION,
        // Not an open-source API: SPDX's form for a licence of its own.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // The document is served by the API it describes, so its paths are relative to that server.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A business system's key (decision 114): /api/integration/ takes it, and nothing else.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'op_…',
            description: 'An API key (docs/integration.md)',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: (document) =>
      finishOperations((document as { openapiObject: unknown }).openapiObject as OpenApiDocument) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
