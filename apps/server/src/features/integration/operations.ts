import type { z } from 'zod';
import type { ApiKeyScope } from '@owner-portal/contract/integration/api-keys';
import { reference } from '@owner-portal/contract/integration/upserts';
import type { Caller } from '../../plugins/access.ts';
import { unprocessable } from '../../plugins/http-errors.ts';
import type { AppContext } from '../../shared/app-context.ts';
import type { KnownReferences } from './references.repository.ts';
import type { UpsertReply } from './upsert.ts';

/**
 * One upsert of the integration API, declared once: its route (`PUT /api/integration/{collection}/{param}`)
 * and its line in a batch both run it, so a batch answers each operation exactly as the route would.
 */
export interface IntegrationOperation<Body extends z.ZodType = z.ZodType> {
  collection: string;
  /** The path parameter: the source's reference. */
  param: string;
  /** Longest reference the record's column holds. */
  maxReference?: number;
  scope: ApiKeyScope;
  summary: string;
  body: Body;
  reply: z.ZodType;
  /** The upsert of a checked reference and body, as `caller`; `known`: the references its batch has found. */
  run: (
    ctx: AppContext,
    caller: Caller,
    reference: string,
    body: z.output<Body>,
    known: KnownReferences,
  ) => Promise<UpsertReply<unknown>>;
}

/** Keeps the body's type between the schema and `run`, then forgets it for the table of operations. */
export const defineOperation = <Body extends z.ZodType>(op: IntegrationOperation<Body>) =>
  op as unknown as IntegrationOperation;

/** The path's reference, checked as the body is: a 422 naming the parameter. */
export function checkedReference(op: IntegrationOperation, value: string): string {
  const parsed = reference(op.param, op.maxReference).safeParse(value);
  if (!parsed.success) throw unprocessable({ [op.param]: parsed.error.issues.map((i) => i.message) });
  return parsed.data;
}
