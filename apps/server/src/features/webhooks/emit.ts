import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@owner-portal/contract/webhooks/webhooks';
import { nowIso, type Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-types.ts';
import { insertDelivery } from './deliveries.repository.ts';
import { subscribedEndpoints } from './endpoints.repository.ts';

declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    /**
     * One attempt of a webhook delivery: `attempt` is the scheduled attempt it makes (1 = the first),
     * null for one staff asked for. A job whose attempt the delivery has moved past does nothing.
     */
    'webhooks.deliver': { delivery_id: number; attempt: number | null };
  }
}

/**
 * Tells the endpoints that take `type` what happened: a delivery for each, and its first attempt
 * queued, in `trx`, the transaction of the write that caused it, so the event exists exactly when
 * the write does (a refused or failed write sends nothing). Nothing is sent in the request.
 * The body is the Standard Webhooks shape, `{type, timestamp, data}`, fixed here, so every
 * attempt sends and signs the same bytes.
 */
export async function emitEvent(
  jobs: JobQueue,
  trx: Db,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  if (!trx.isTransaction) throw new Error(`emitEvent(${type}) needs the write's transaction.`);
  const endpoints = await subscribedEndpoints(trx, type);
  if (endpoints.length === 0) return;
  const at = nowIso();
  const messageId = `msg_${randomUUID().replaceAll('-', '')}`;
  const payload = JSON.stringify({ type, timestamp: at, data });
  for (const endpointId of endpoints) {
    const id = await insertDelivery(trx, { endpointId, messageId, type, payload, at });
    await jobs.send('webhooks.deliver', { delivery_id: id, attempt: 1 }, { transaction: trx });
  }
}

/** Whether any endpoint takes `type`: a bulk write (a spreadsheet import) asks once per batch and builds no event nobody takes. */
export async function takesEvent(trx: Db, type: WebhookEventType): Promise<boolean> {
  return (await subscribedEndpoints(trx, type)).length > 0;
}
