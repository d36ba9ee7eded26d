import type { FastifyInstance } from 'fastify';
import { controlCharactersMessage, hasControlCharacter } from '@owner-portal/contract/validation';
import { unprocessable, type FieldErrors } from './http-errors.ts';

/** The dotted path of every string (keys included) holding a control character, e.g. `answers.0.text`. */
function controlCharacterFields(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (hasControlCharacter(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => controlCharacterFields(item, path ? `${path}.${i}` : String(i), found));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) found.push(at);
      else controlCharacterFields(item, at, found);
    }
  }
  return found;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body is a list checked item by item by the route (a batch: one bad operation is refused alone). */
    plainTextPerItem?: boolean;
  }
}

/** The 422 errors of the control characters in `parts`, or null when there are none. */
export function controlCharacterErrors(...parts: unknown[]): FieldErrors | null {
  const fields = parts.flatMap((part) => controlCharacterFields(part, '', []));
  if (fields.length === 0) return null;
  const errors: FieldErrors = {};
  for (const field of fields) errors[field] = [controlCharactersMessage(field.split('.').at(-1)!)];
  return errors;
}

/**
 * Refuses a NUL or another control character in any path parameter, query parameter or JSON body
 * field with 422, before the route's schema: no form types one, PostgreSQL refuses NUL in text
 * (22021) where SQLite stores it, and the contract's free-text schemas cannot all be trusted to
 * repeat the check. Tab, line feed and carriage return stay allowed (multi-line text).
 */
export function registerPlainTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const perItem = request.routeOptions.config?.plainTextPerItem === true;
    const errors = controlCharacterErrors(request.params, request.query, perItem ? undefined : request.body);
    if (errors) throw unprocessable(errors);
  });
}
