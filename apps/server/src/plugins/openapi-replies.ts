import {
  DATABASE_UNAVAILABLE_MESSAGE,
  FORBIDDEN_MESSAGE,
  NOT_FOUND_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  VALIDATION_MESSAGE,
} from '@owner-portal/contract/errors';
import { requiredMessage } from '@owner-portal/contract/validation';
import type { Access } from './access.ts';

/** What the document knows of a route beyond its schemas: its access rule (plugins/access.ts). */
export interface RouteFacts {
  access?: Access;
}

/** The two error bodies every refusal uses (plugins/errors.ts), as the document's shared schemas. */
export const ERROR_SCHEMAS = {
  Message: {
    type: 'object',
    description: 'A refusal: one sentence for people.',
    properties: { message: { type: 'string' } },
    required: ['message'],
    additionalProperties: false,
  },
  ValidationErrors: {
    type: 'object',
    description: 'Invalid input: the message, and each refused field (dotted path) with its texts.',
    properties: {
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    required: ['message', 'errors'],
    additionalProperties: false,
  },
} as const;

type ErrorSchema = keyof typeof ERROR_SCHEMAS;

const retryAfter = (what: string) => ({
  'Retry-After': { description: `Seconds to wait before ${what}.`, schema: { type: 'integer', minimum: 1 } },
});

interface SharedReply {
  name: string;
  description: string;
  schema: ErrorSchema;
  example: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

/**
 * The refusals the shared mechanisms give, one component each. Their examples are the server's own
 * texts; Fastify's transport refusals (400, 413, 415) say what Fastify says.
 */
export const SHARED_REPLIES: Record<string, SharedReply> = {
  '400': {
    name: 'MalformedBody',
    description: 'The body is not valid JSON, or is empty while the content type says JSON.',
    schema: 'Message',
    example: { message: "Body is not valid JSON but content-type is set to 'application/json'" },
  },
  '401': {
    name: 'Unauthenticated',
    description: 'No bearer token, or one that is malformed, expired, signed out or outdated by a password change.',
    schema: 'Message',
    example: { message: UNAUTHENTICATED_MESSAGE },
  },
  '403': {
    name: 'Forbidden',
    description: "The caller's kind of account, role, admin area, region or impersonation may not use this operation.",
    schema: 'Message',
    example: { message: FORBIDDEN_MESSAGE },
  },
  '404': {
    name: 'NotFound',
    description:
      "No such record for this caller (another company's record is unknown too); a path id that is not plain digits names none.",
    schema: 'Message',
    example: { message: NOT_FOUND_MESSAGE },
  },
  '413': {
    name: 'BodyTooLarge',
    description: 'The body is larger than 1 MiB.',
    schema: 'Message',
    example: { message: 'Request body is too large' },
  },
  '415': {
    name: 'UnsupportedMediaType',
    description: 'The body is not JSON (send Content-Type: application/json).',
    schema: 'Message',
    example: { message: 'Unsupported Media Type: application/xml' },
  },
  '422': {
    name: 'ValidationFailed',
    description:
      'A body field, query or path parameter is missing, malformed, out of range or holds a control character; `errors` names each.',
    schema: 'ValidationErrors',
    example: { message: VALIDATION_MESSAGE, errors: { email: [requiredMessage('email')] } },
  },
  '429': {
    name: 'TooManyAttempts',
    description: 'Too many attempts for this account or address; try again after Retry-After seconds.',
    schema: 'Message',
    example: { message: TOO_MANY_ATTEMPTS_MESSAGE },
    headers: retryAfter('the next attempt'),
  },
  '503': {
    name: 'DatabaseUnavailable',
    description:
      'The database is restarting or failing over; the same request may be retried after Retry-After seconds.',
    schema: 'Message',
    example: { message: DATABASE_UNAVAILABLE_MESSAGE },
    headers: retryAfter('retrying'),
  },
};

/** Headers a refusal of this status carries whichever route gives it. */
export const replyHeaders = (status: string) => SHARED_REPLIES[status]?.headers;

/** The component of a shared reply, as `components.responses` holds it. */
export function sharedReplyComponent(status: string) {
  const reply = SHARED_REPLIES[status]!;
  return {
    description: reply.description,
    ...(reply.headers && { headers: reply.headers }),
    content: {
      'application/json': { schema: { $ref: `#/components/schemas/${reply.schema}` }, example: reply.example },
    },
  };
}

/**
 * The refusals a route can give through the shared mechanisms, whatever its handler does:
 * - 401 unless public (no token, or one refused); 403 unless public or signed-in (any other rule,
 *   including kinds this code does not know, refuses some callers);
 * - 404 with a path parameter (an unknown id, or one not in plain digits);
 * - 400, 413 and 415 with a JSON body (Fastify refuses a body it cannot read);
 * - 422 always: the control-character guard (plugins/plain-text.ts) checks every query parameter,
 *   declared or not, besides the route's own schemas;
 * - 503 unless public: the token check reads the database.
 * A public route that reads the database, and every throttled route (429), declares those itself.
 */
export function sharedStatuses(facts: RouteFacts, op: { hasPathParameters: boolean; hasJsonBody: boolean }): string[] {
  const kind = facts.access?.kind ?? 'public';
  const statuses = ['422'];
  if (kind !== 'public') statuses.push('401', '503');
  if (kind !== 'public' && kind !== 'signed-in') statuses.push('403');
  if (op.hasPathParameters) statuses.push('404');
  if (op.hasJsonBody) statuses.push('400', '413', '415');
  return statuses.sort();
}
