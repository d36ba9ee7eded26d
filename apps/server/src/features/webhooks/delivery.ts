import { inTransaction, nowIso, type Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-types.ts';
import { endpointAfterAttempt, isDelivered, nextAttemptAt } from './delivery.rules.ts';
import {
  failPendingDeliveries,
  findDeliveryToSend,
  insertAttempt,
  markDelivered,
  markFailed,
  scheduleNextAttempt,
} from './deliveries.repository.ts';
import { disableForFailures, recordFailure, recordSuccess } from './endpoints.repository.ts';
import { checkReceiver } from './receiver-address.ts';
import type { SecretBox } from './secrets.ts';
import { signature } from './secrets.ts';
import { postTo, type PostOutcome } from './signed-post.ts';

export interface DeliveryDeps {
  db: Db;
  jobs: JobQueue;
  secrets: SecretBox;
  allowedHosts: readonly string[];
}

const REFUSED_AT_DELIVERY = {
  https: 'Not sent: the URL must use https.',
  unresolved: "Not sent: the URL's host could not be found.",
  private: 'Not sent: the host now resolves to a private, loopback or link-local address',
} as const;

/** Resolves and checks the receiver again, then sends the signed message to the address checked. */
async function attempt(
  deps: DeliveryDeps,
  delivery: { url: string; secret_sealed: string; message_id: string; payload: string },
): Promise<PostOutcome> {
  const secret = deps.secrets.open(delivery.secret_sealed);
  if (secret === null) {
    return {
      statusCode: null,
      durationMs: 0,
      error: 'Not sent: the secret cannot be read (JWT_SECRET changed); create the endpoint again.',
    };
  }
  const checked = await checkReceiver(delivery.url, deps.allowedHosts);
  if ('refusal' in checked) {
    const text = REFUSED_AT_DELIVERY[checked.refusal];
    const error = checked.refusal === 'private' ? `${text} (${checked.addresses.join(', ')}).` : text;
    return { statusCode: null, durationMs: 0, error };
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'webhook-id': delivery.message_id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, delivery.message_id, timestamp, delivery.payload),
    'user-agent': 'OwnerPortal-Webhooks/1',
  };
  return postTo(checked.receiver, headers, delivery.payload);
}

/**
 * The `webhooks.deliver` job: one attempt, recorded with its outcome; a failed scheduled attempt
 * queues the next one on the schedule (delivery.rules.ts) or, after the last, leaves the delivery
 * failed. Every attempt also moves the endpoint's health: a day of nothing but failures disables it.
 * The request is made outside any transaction; what it changed is written in one.
 */
export async function deliver(deps: DeliveryDeps, job: { delivery_id: number; attempt: number | null }): Promise<void> {
  const { db, jobs } = deps;
  const delivery = await findDeliveryToSend(db, job.delivery_id);
  if (!delivery) return; // its endpoint was deleted
  const manual = job.attempt === null;
  if (!manual && (delivery.status !== 'pending' || delivery.scheduled_attempt !== job.attempt)) return;
  if (delivery.enabled !== 1) {
    // A disabled endpoint gets nothing; the delivery waits for staff to enable it and retry.
    if (!manual) await markFailed(db, delivery.id, nowIso());
    return;
  }
  const outcome = await attempt(deps, delivery);
  const now = Date.now();
  const at = new Date(now).toISOString();
  const delivered = isDelivered(outcome.statusCode);
  await inTransaction(db, async (trx) => {
    await insertAttempt(trx, {
      deliveryId: delivery.id,
      at,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      error: outcome.error ?? (delivered ? null : `The receiver answered ${outcome.statusCode}.`),
      manual,
    });
    if (delivered) {
      await markDelivered(trx, delivery.id, at);
      await recordSuccess(trx, delivery.endpoint_id);
      return;
    }
    if (!manual) {
      const next = nextAttemptAt(job.attempt!, now);
      if (next === null) await markFailed(trx, delivery.id, at);
      else if (await scheduleNextAttempt(trx, delivery.id, job.attempt!, new Date(next).toISOString())) {
        await jobs.send(
          'webhooks.deliver',
          { delivery_id: delivery.id, attempt: job.attempt! + 1 },
          { startAfter: new Date(next), transaction: trx },
        );
      }
    }
    const failingSince = await recordFailure(trx, delivery.endpoint_id, at);
    const health = endpointAfterAttempt(
      { failingSince: failingSince === null ? null : Date.parse(failingSince) },
      false,
      now,
    );
    if (health.disable && (await disableForFailures(trx, delivery.endpoint_id, at))) {
      await failPendingDeliveries(trx, delivery.endpoint_id, at);
    }
  });
}
