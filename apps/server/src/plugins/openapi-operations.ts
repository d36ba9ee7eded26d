import { exampleOf, type JsonSchema, type RefResolver } from './openapi-examples.ts';
import {
  ERROR_SCHEMAS,
  replyHeaders,
  sharedReplyComponent,
  sharedStatuses,
  SHARED_REPLIES,
  type RouteFacts,
} from './openapi-replies.ts';

/** Where the route's facts ride on an operation between the two transform steps; removed from the result. */
export const ROUTE_FACTS = 'x-route-facts';

interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: unknown;
}
interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, Response>;
  [ROUTE_FACTS]?: RouteFacts;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const words = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+|(?=[A-Z])/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

/**
 * A stable, readable id from the method and the path's words: `GET /api/customer/referrals` →
 * `getCustomerReferrals`. A path parameter counts only at the end, as `By<Name>`
 * (`GET /api/products/{id}` → `getProductsById`), so `/admin/referrers/{id}/referrals` reads
 * `getAdminReferrersReferrals`.
 */
export function operationIdFor(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const parts = [method.toLowerCase()];
  segments.forEach((segment, i) => {
    const parameter = /^\{(.+)\}$/.exec(segment);
    if (!parameter) parts.push(...words(segment));
    else if (i === segments.length - 1) parts.push('by', ...words(parameter[1]!));
  });
  return parts.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json/.test(mediaType);
const isCsv = (mediaType: string) => mediaType.startsWith('text/csv');

/** The shared error schema a declared reply's schema is, if it is one of them. */
function errorSchemaOf(schema: JsonSchema | undefined): keyof typeof ERROR_SCHEMAS | undefined {
  const keys = Object.keys(schema?.properties ?? {})
    .sort()
    .join(',');
  if (schema?.type !== 'object') return undefined;
  if (keys === 'message') return 'Message';
  if (keys === 'errors,message') return 'ValidationErrors';
  return undefined;
}

/** How this document names what Fastify calls it by default. */
const DEFAULT_DESCRIPTION = 'Default Response';
const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '206': 'Partial content: the requested byte range',
  '304': 'Not modified: the ETag matches If-None-Match',
  '409': 'Conflict with the record as it is now',
  '416': 'The byte range is outside the file',
};

/**
 * A reply the route declared itself. A refusal in one of the shared error shapes, with nothing of its
 * own to say (no description, no example), becomes the shared component of its status; one with its
 * own text keeps it, over the shared schema and as JSON (errors are JSON whatever the success is).
 */
function declaredReply(status: string, reply: Response, used: Set<string>, resolve: RefResolver): Response {
  const content = reply.content ?? {};
  const [mediaType] = Object.keys(content);
  const media = mediaType ? content[mediaType]! : undefined;
  const errorSchema = Number(status) >= 400 ? errorSchemaOf(media?.schema) : undefined;
  const ownDescription = reply.description && reply.description !== DEFAULT_DESCRIPTION;
  const ownExample = media?.schema?.examples?.length;
  if (errorSchema && !ownDescription && !ownExample && SHARED_REPLIES[status]) {
    used.add(status);
    return { $ref: `#/components/responses/${SHARED_REPLIES[status].name}` };
  }
  const description = ownDescription ? reply.description! : (STATUS_TEXT[status] ?? 'The reply');
  const headers = reply.headers ?? replyHeaders(status);
  if (errorSchema) {
    const example = ownExample ? media!.schema!.examples![0] : exampleOf(media!.schema!, resolve);
    return {
      description,
      ...(headers && { headers }),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchema}` }, example } },
    };
  }
  return { ...reply, description, content: withExamples(content, resolve) };
}

/** Each JSON (and CSV, where the contract wrote one) body gets an example; binary bodies have none. */
function withExamples(content: Record<string, MediaType> | undefined, resolve: RefResolver) {
  if (!content) return content;
  const out: Record<string, MediaType> = {};
  for (const [mediaType, media] of Object.entries(content)) {
    const canShow = isJson(mediaType) || (isCsv(mediaType) && media.schema?.examples?.length);
    out[mediaType] =
      media.example !== undefined || media.examples !== undefined || !canShow || !media.schema
        ? media
        : { ...media, example: exampleOf(media.schema, resolve) };
  }
  return out;
}

function shapeOperation(op: Operation, used: Set<string>, resolve: RefResolver): Operation {
  const { [ROUTE_FACTS]: facts = {}, ...rest } = op;
  const shaped: Operation = structuredClone(rest);
  if (facts.access?.kind === 'public' && !shaped.security) shaped.security = [];
  if (shaped.requestBody?.content) shaped.requestBody.content = withExamples(shaped.requestBody.content, resolve)!;
  const responses: Record<string, Response> = {};
  for (const [status, reply] of Object.entries(shaped.responses ?? {})) {
    responses[status] = declaredReply(status, reply, used, resolve);
  }
  const hasJsonBody = Object.keys(shaped.requestBody?.content ?? {}).some(isJson);
  const hasPathParameters = (shaped.parameters ?? []).some((p) => p.in === 'path');
  for (const status of sharedStatuses(facts, { hasPathParameters, hasJsonBody })) {
    if (responses[status]) continue;
    used.add(status);
    responses[status] = { $ref: `#/components/responses/${SHARED_REPLIES[status]!.name}` };
  }
  shaped.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  return shaped;
}

/**
 * The whole document's finishing step: every operation gets its id, its examples, and the refusals the
 * shared mechanisms give (from the route's access rule and inputs), as shared components.
 */
export function finishOperations<D extends OpenApiDocument>(document: D): D {
  const resolve: RefResolver = (ref) => {
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
    const found = (document.components as Record<string, Record<string, unknown>> | undefined)?.[section ?? '']?.[
      name ?? ''
    ];
    return found as JsonSchema | undefined;
  };
  const used = new Set<string>();
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    paths[path] = {};
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) {
        paths[path][method] = op;
        continue;
      }
      // A route with several methods shares one object among them: each gets its own copy and id.
      const shaped = shapeOperation(op, used, resolve);
      shaped.operationId ??= operationIdFor(method, path);
      paths[path][method] = shaped;
    }
  }
  const usedSchemas = new Set([...used].map((status) => SHARED_REPLIES[status]!.schema));
  const documentUsesSchema = (name: string) => JSON.stringify(paths).includes(`#/components/schemas/${name}"`);
  const schemas = Object.fromEntries(
    Object.entries(ERROR_SCHEMAS).filter(([name]) => usedSchemas.has(name as never) || documentUsesSchema(name)),
  );
  const responses = Object.fromEntries(
    [...used].sort().map((status) => [SHARED_REPLIES[status]!.name, sharedReplyComponent(status)]),
  );
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...schemas },
      responses: { ...document.components?.responses, ...responses },
    },
  };
}
