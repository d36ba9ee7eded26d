import type { z } from 'zod';
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookEventType,
  webhookDeliveryListQuery,
} from '@owner-portal/contract/webhooks/webhooks';
import { nowIso, toIso, type Db } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import { pageOffset } from '../../shared/paging.ts';

const DELIVERY_COLUMNS = [
  'd.id',
  'd.message_id',
  'd.event_type',
  'd.status',
  'd.created_at',
  'd.next_attempt_at',
] as const;

export async function insertDelivery(
  trx: Db,
  values: { endpointId: number; messageId: string; type: WebhookEventType; payload: string; at: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: values.endpointId,
      message_id: values.messageId,
      event_type: values.type,
      payload: values.payload,
      status: 'pending',
      scheduled_attempt: 1,
      next_attempt_at: values.at,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function attemptsOf(db: Db, deliveryIds: number[]): Promise<Map<number, WebhookAttempt[]>> {
  const byDelivery = new Map<number, WebhookAttempt[]>(deliveryIds.map((id) => [id, []]));
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .selectFrom('webhook_attempts')
    .select(['delivery_id', 'attempted_at', 'status_code', 'duration_ms', 'error', 'manual'])
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('delivery_id')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    byDelivery.get(row.delivery_id)!.push({
      attempted_at: toIso(row.attempted_at),
      status_code: row.status_code,
      duration_ms: row.duration_ms,
      error: row.error,
      manual: row.manual === 1,
    });
  }
  return byDelivery;
}

/** An endpoint's deliveries, newest first, each with its attempts. */
export async function listDeliveries(
  db: Db,
  endpointId: number,
  q: z.output<typeof webhookDeliveryListQuery>,
): Promise<{ rows: WebhookDelivery[]; total: number }> {
  const base = db
    .selectFrom('webhook_deliveries as d')
    .where('d.endpoint_id', '=', endpointId)
    .$if(q.status !== undefined, (qb) => qb.where('d.status', '=', q.status!));
  const [rows, count] = await Promise.all([
    base
      .select(DELIVERY_COLUMNS)
      .orderBy('d.id', 'desc')
      .limit(limitOf(q.per_page))
      .offset(pageOffset(q.page, q.per_page))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const attempts = await attemptsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      message_id: row.message_id,
      event_type: row.event_type as WebhookEventType,
      status: row.status,
      created_at: toIso(row.created_at),
      next_attempt_at: toIso(row.next_attempt_at),
      attempts: attempts.get(row.id)!,
    })),
    total: Number(count.n),
  };
}

/** One delivery of the endpoint, with its attempts; null when the endpoint has no such delivery. */
export async function findDelivery(db: Db, endpointId: number, deliveryId: number): Promise<WebhookDelivery | null> {
  const row = await db
    .selectFrom('webhook_deliveries as d')
    .select(DELIVERY_COLUMNS)
    .where('d.id', '=', deliveryId)
    .where('d.endpoint_id', '=', endpointId)
    .executeTakeFirst();
  if (!row) return null;
  const attempts = await attemptsOf(db, [row.id]);
  return {
    id: row.id,
    message_id: row.message_id,
    event_type: row.event_type as WebhookEventType,
    status: row.status,
    created_at: toIso(row.created_at),
    next_attempt_at: toIso(row.next_attempt_at),
    attempts: attempts.get(row.id)!,
  };
}

/** What an attempt needs: the message, where it goes and how it is signed. */
export function findDeliveryToSend(db: Db, id: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.endpoint_id',
      'd.message_id',
      'd.payload',
      'd.status',
      'd.scheduled_attempt',
      'w.url',
      'w.secret_sealed',
      'w.enabled',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function insertAttempt(
  trx: Db,
  values: {
    deliveryId: number;
    at: string;
    statusCode: number | null;
    durationMs: number;
    error: string | null;
    manual: boolean;
  },
): Promise<void> {
  await trx
    .insertInto('webhook_attempts')
    .values({
      delivery_id: values.deliveryId,
      attempted_at: values.at,
      status_code: values.statusCode,
      duration_ms: values.durationMs,
      error: values.error,
      manual: values.manual ? 1 : 0,
    })
    .execute();
}

export async function markDelivered(trx: Db, id: number, at: string): Promise<void> {
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'delivered', next_attempt_at: null, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * Moves a pending delivery from scheduled attempt `attempt` to the next, due at `nextAt`; false
 * when another run of the same attempt got there first (a job runs at least once).
 */
export async function scheduleNextAttempt(trx: Db, id: number, attempt: number, nextAt: string): Promise<boolean> {
  const result = await trx
    .updateTable('webhook_deliveries')
    .set({ scheduled_attempt: attempt + 1, next_attempt_at: nextAt, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('scheduled_attempt', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The schedule is over (its last attempt failed, or the endpoint was disabled): failed until staff retry it. */
export async function markFailed(trx: Db, id: number, at: string): Promise<void> {
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The endpoint was disabled: its waiting deliveries stop where they are, failed until staff retry them. */
export async function failPendingDeliveries(trx: Db, endpointId: number, at: string): Promise<void> {
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, updated_at: at })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}
