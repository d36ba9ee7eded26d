import { sql } from 'kysely';
import type { z } from 'zod';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEventType,
  type webhookListQuery,
} from '@owner-portal/contract/webhooks/webhooks';
import { nowIso, toIso, type Db } from '../../db/database.ts';
import { prepareOn } from '../../db/prepared.ts';
import { listPage, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';

const ENDPOINT_LIST: ListSpec = {
  alias: 'w',
  search: (text) => likeContains(sql.ref('w.url'), text),
  defaultSort: ['w.id', 'asc'],
};

const ENDPOINT_COLUMNS = [
  'w.id',
  'w.url',
  'w.events',
  'w.enabled',
  'w.failing_since',
  'w.disabled_for_failures_at',
  'w.created_at',
  'w.updated_at',
] as const;

const selectEndpoints = (db: Db) => db.selectFrom('webhook_endpoints as w').select(ENDPOINT_COLUMNS);
type EndpointRow = Awaited<ReturnType<ReturnType<typeof selectEndpoints>['executeTakeFirstOrThrow']>>;

/** The stored event list, keeping only names the catalogue still has. */
export function eventsOf(stored: string): WebhookEventType[] {
  const parsed = JSON.parse(stored) as string[];
  return WEBHOOK_EVENTS.filter((e) => parsed.includes(e));
}

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: eventsOf(row.events),
  enabled: row.enabled === 1,
  failing_since: toIso(row.failing_since),
  disabled_for_failures_at: toIso(row.disabled_for_failures_at),
  created_at: toIso(row.created_at),
  updated_at: toIso(row.updated_at),
});

export async function listEndpoints(
  db: Db,
  q: z.output<typeof webhookListQuery>,
): Promise<{ rows: WebhookEndpoint[]; total: number }> {
  const { rows, total } = await listPage(
    selectEndpoints(db),
    db.selectFrom('webhook_endpoints as w'),
    q,
    ENDPOINT_LIST,
  );
  return { rows: rows.map(toEndpoint), total };
}

export async function findEndpoint(db: Db, id: number): Promise<WebhookEndpoint | null> {
  const row = await selectEndpoints(db).where('w.id', '=', id).executeTakeFirst();
  return row ? toEndpoint(row) : null;
}

export async function insertEndpoint(
  trx: Db,
  values: { url: string; events: WebhookEventType[]; secretSealed: string },
): Promise<number> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('webhook_endpoints')
    .values({
      url: values.url,
      events: JSON.stringify(values.events),
      secret_sealed: values.secretSealed,
      enabled: 1,
      failing_since: null,
      disabled_for_failures_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Changes what was sent. Enabling an endpoint (again) starts its health afresh: the failures that
 * disabled it are behind it.
 */
export async function updateEndpoint(
  trx: Db,
  id: number,
  changes: { url?: string; events?: WebhookEventType[]; enabled?: boolean },
): Promise<void> {
  await trx
    .updateTable('webhook_endpoints')
    .set({
      ...(changes.url !== undefined && { url: changes.url }),
      ...(changes.events !== undefined && { events: JSON.stringify(changes.events) }),
      ...(changes.enabled !== undefined && {
        enabled: changes.enabled ? 1 : 0,
        failing_since: null,
        disabled_for_failures_at: null,
      }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export function deleteEndpoint(trx: Db, id: number) {
  return trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
}

/** Asked by every write that emits an event, inside its transaction: compiled once. */
const enabledEndpoints = prepareOn(
  (db) =>
    db
      .selectFrom('webhook_endpoints')
      .select(['id', 'events'])
      .where('enabled', '=', sql.lit(1))
      .orderBy('id'),
  [],
);

/** The enabled endpoints that take `type`. */
export async function subscribedEndpoints(trx: Db, type: WebhookEventType): Promise<number[]> {
  const { rows } = await enabledEndpoints(trx);
  return rows.filter((row) => eventsOf(row.events).includes(type)).map((row) => row.id);
}

/** An attempt failed: the endpoint is failing since now, unless it already was. Answers since when. */
export async function recordFailure(trx: Db, id: number, at: string): Promise<string | null> {
  const row = await trx
    .updateTable('webhook_endpoints')
    .set((eb) => ({ failing_since: eb.fn.coalesce('failing_since', eb.val(at)) }))
    .where('id', '=', id)
    .returning('failing_since')
    .executeTakeFirst();
  return row ? toIso(row.failing_since) : null;
}

export async function recordSuccess(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('webhook_endpoints')
    .set({ failing_since: null })
    .where('id', '=', id)
    .where('failing_since', 'is not', null)
    .execute();
}

/** Disables an endpoint that failed for a day; false when it was disabled already. */
export async function disableForFailures(trx: Db, id: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('webhook_endpoints')
    .set({ enabled: 0, disabled_for_failures_at: at, updated_at: at })
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
