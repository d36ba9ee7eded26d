import { trackingUrl } from '@owner-portal/contract/orders/tracking';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-types.ts';
import type { AppContext } from '../../shared/app-context.ts';
import { mailLanguage, mailOf, portalLink } from '../../shared/mail-template.ts';
import { shipmentMail, shipmentNotificationTexts } from './shipment-mail-text.ts';
import {
  companyContacts,
  findShipment,
  insertShipmentNotification,
  stampShipmentNotices,
} from './shipment-notices.repository.ts';

declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    /** Tell a company's contacts that one fulfilment shipped: a mail each and a bell notice. */
    'orders.shipment-notice': { fulfillmentId: number };
  }
}

/**
 * Fulfilments that became shipped, in the write's transaction (decision 121): each one not told yet
 * is stamped and its notice job queued with the write, so a replay, a later update or a second
 * source of the same shipment tells no one twice.
 */
export async function queueShipmentNotices(jobs: JobQueue, trx: Db, fulfillmentIds: readonly number[]) {
  if (!trx.isTransaction) throw new Error('Shipment notices are queued in the write’s transaction.');
  for (const fulfillmentId of await stampShipmentNotices(trx, fulfillmentIds)) {
    await jobs.send('orders.shipment-notice', { fulfillmentId }, { transaction: trx });
  }
}

/**
 * The job: one bell notice for the company (each contact reads it on its own) and one mail per
 * contact in its language, in one transaction. The notice's unique source key makes a rerun after a
 * crash do nothing.
 */
export async function sendShipmentNotice(ctx: AppContext, fulfillmentId: number): Promise<void> {
  const shipment = await findShipment(ctx.db, fulfillmentId);
  if (!shipment || shipment.is_shipped !== 1) return;
  const ordersUrl = portalLink(ctx.config.publicUrl, '/orders');
  const tracking = trackingUrl(shipment.shipping_carrier, shipment.shipping_tracking);
  await inTransaction(ctx.db, async (trx) => {
    const noticeId = await insertShipmentNotification(
      trx,
      shipment.customer_id,
      `shipment:${fulfillmentId}`,
      shipmentNotificationTexts(shipment),
      '/orders',
    );
    if (noticeId === undefined) return;
    for (const contact of await companyContacts(trx, shipment.customer_id)) {
      const mail = shipmentMail(mailLanguage(contact.lang_code), contact.first_name, shipment, tracking, ordersUrl);
      await ctx.jobs.send('mail.send', mailOf(contact.email, mail), { transaction: trx });
    }
  });
}

export function registerShipmentNotices(ctx: AppContext): void {
  ctx.jobs.register('orders.shipment-notice', ({ fulfillmentId }) => sendShipmentNotice(ctx, fulfillmentId));
}
