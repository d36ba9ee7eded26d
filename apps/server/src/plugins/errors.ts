import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, NOT_FOUND_MESSAGE, VALIDATION_MESSAGE } from '@owner-portal/contract/errors';
import { HttpError, type FieldErrors } from './http-errors.ts';
import { databaseUnavailable } from '../db/database-unavailable.ts';
import { uniqueViolation } from '../db/unique-violation.ts';

function fieldErrorsFromValidation(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

/** A refusal the client caused, as it is answered: its status, headers and `{message[, errors]}`. */
export interface ClientError {
  statusCode: number;
  headers: Record<string, string>;
  body: { message: string; errors?: FieldErrors };
}

/**
 * The answer to an error the request caused, or null for any other (a server error). The error
 * handler answers with it, and so does a batch for each of its operations.
 */
export function clientError(error: unknown): ClientError | null {
  if (error instanceof HttpError) {
    const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
    return { statusCode: error.statusCode, headers: error.headers, body };
  }
  // Two writers passed the pre-check at once; the database's unique index let one through.
  const duplicate = uniqueViolation(error);
  if (duplicate) {
    return {
      statusCode: 422,
      headers: {},
      body: { message: VALIDATION_MESSAGE, errors: { [duplicate.field]: [duplicate.message] } },
    };
  }
  // A value the contract let through but the database cannot hold (NUL in text, an integer or a date
  // out of range): the request was bad, not the server. The contract should refuse it first.
  if (postgresDataException(error)) {
    return {
      statusCode: 422,
      headers: {},
      body: { message: VALIDATION_MESSAGE, errors: { body: [DATA_EXCEPTION_MESSAGE] } },
    };
  }
  return null;
}

/** Every error leaves as {message} or {message, errors}; nothing else, and never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const refusal = clientError(error);
    if (refusal) {
      if (postgresDataException(error)) request.log.warn({ err: error }, 'database refused a value');
      return reply.code(refusal.statusCode).headers(refusal.headers).send(refusal.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path whose id is not plain digits (`0x1`, `1e0`, ` 1`) names no record: not found, as an unknown id.
      if (error.validationContext === 'params') return apiNotFound(reply);
      return reply.code(422).send({ message: VALIDATION_MESSAGE, errors: fieldErrorsFromValidation(error.validation) });
    }
    // PostgreSQL restarting or failing over: the pool reconnects by itself, so the client should retry.
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '1').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, rate limits.
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server error.' });
  });
}

export const DATA_EXCEPTION_MESSAGE =
  'A value is out of range or not valid text (a control character, an impossible date or a number too large).';

/** PostgreSQL's class 22, data exception: 22021 NUL in text, 22003 integer out of range, 22008 date out of range, 22P02, 22007. */
function postgresDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export function apiNotFound(reply: { code: (n: number) => { send: (b: unknown) => unknown } }) {
  return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
}
