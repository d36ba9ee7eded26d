import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { INVALID_JSON_LINE, batchOperation, type BatchResult } from '@owner-portal/contract/integration/batch';
import { missingScopeMessage } from '@owner-portal/contract/integration/api-keys';
import { DATABASE_UNAVAILABLE_MESSAGE, NOT_FOUND_MESSAGE, VALIDATION_MESSAGE } from '@owner-portal/contract/errors';
import { databaseUnavailable } from '../../db/database-unavailable.ts';
import type { ApiKeyCaller } from '../../plugins/access.ts';
import { clientError } from '../../plugins/errors.ts';
import { controlCharacterErrors } from '../../plugins/plain-text.ts';
import type { FieldErrors } from '../../plugins/http-errors.ts';
import type { AppContext } from '../../shared/app-context.ts';
import { INTEGRATION_OPERATIONS } from './operation-table.ts';
import { checkedReference, type IntegrationOperation } from './operations.ts';
import { knownReferences, type KnownReferences } from './references.repository.ts';

/** What the NDJSON parser puts in place of a line that is not JSON, so that line alone is refused. */
export const NOT_JSON: unique symbol = Symbol('not JSON');

const BY_COLLECTION = new Map(INTEGRATION_OPERATIONS.map((op) => [op.collection, op]));

/** `orders/SO-1`, `/orders/SO-1` or `/api/integration/orders/SO-1`: the upsert and its (decoded) reference. */
export function operationAt(path: string): { op: IntegrationOperation; reference: string } | null {
  const relative = path.replace(/^\/?(api\/)?(integration\/)?/, '');
  const slash = relative.indexOf('/');
  const op = slash > 0 ? BY_COLLECTION.get(relative.slice(0, slash)) : undefined;
  if (!op) return null;
  try {
    return { op, reference: decodeURIComponent(relative.slice(slash + 1)) };
  } catch {
    return null;
  }
}

const fieldErrorsOf = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  return errors;
};
const invalid = (errors: FieldErrors): BatchResult => ({ status: 422, body: { message: VALIDATION_MESSAGE, errors } });

/**
 * Runs the operations one after another, each in its own transaction and answered as its own
 * request would be (its status and body); a refusal or a failure of one is its answer alone.
 */
export async function runBatch(
  ctx: AppContext,
  caller: ApiKeyCaller,
  operations: readonly unknown[],
  log: FastifyBaseLogger,
): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  const known = knownReferences();
  for (const operation of operations) results.push(await runOne(ctx, caller, operation, known, log));
  return results;
}

async function runOne(
  ctx: AppContext,
  caller: ApiKeyCaller,
  operation: unknown,
  known: KnownReferences,
  log: FastifyBaseLogger,
): Promise<BatchResult> {
  if (operation === NOT_JSON) return invalid({ line: [INVALID_JSON_LINE] });
  const controlCharacters = controlCharacterErrors(operation);
  if (controlCharacters) return invalid(controlCharacters);
  const parsed = batchOperation.safeParse(operation);
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error));
  const target = operationAt(parsed.data.path);
  if (!target) return { status: 404, body: { message: NOT_FOUND_MESSAGE } };
  const { op } = target;
  if (!caller.scopes.includes(op.scope)) return { status: 403, body: { message: missingScopeMessage(op.scope) } };
  try {
    const reference = checkedReference(op, target.reference);
    const body = op.body.safeParse(parsed.data.body ?? {});
    if (!body.success) return invalid(fieldErrorsOf(body.error));
    const { status, body: reply } = await op.run(ctx, caller, reference, body.data, known);
    return { status, body: reply };
  } catch (err) {
    const refusal = clientError(err);
    if (refusal) return { status: refusal.statusCode, body: refusal.body };
    if (databaseUnavailable(err)) return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE } };
    log.error({ err, path: parsed.data.path }, 'batch operation failed');
    return { status: 500, body: { message: 'Server error.' } };
  }
}
