import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-types.ts';
import type { AuditEntry } from '../../shared/audit.ts';
import { requestHash } from '../../shared/idempotency.ts';
import { emitReferralEarned } from './referral-events.ts';
import { recordSale } from './referral-ledger.ts';
import { findByIdempotencyKey } from './referral-ledger.repository.ts';

/** A web-shop order that carried a code, as the shop's webhook tells it. */
export interface ShopSale {
  /** The shop's own order id: one sale per order, whichever of its webhooks tells it first. */
  shopOrderId: string;
  /** The codes the order carried (discount codes, a `ref` note), in the order they are tried. */
  codes: string[];
  orderNumber: string;
  amount: number;
  buyerName: string | null;
  buyerEmail: string | null;
  customerId: number | null;
}

const referrerOfCode = async (trx: Db, code: string) =>
  (await trx.selectFrom('referral_links').select('customer_id').where('code', '=', code).executeTakeFirst())
    ?.customer_id;

/**
 * Records a web-shop sale for the first of its codes that is a referral code, in the caller's
 * audited transaction (its referral.earned event queued with it, its audit entry returned for the
 * caller to record): what the sale route does for the ERP, keyed by the shop's order id. 'none'
 * when no code is a referral code.
 */
export async function recordShopSale(
  jobs: JobQueue,
  trx: Db,
  sale: ShopSale,
): Promise<{ outcome: 'recorded' | 'recorded-before' | 'none'; audit?: AuditEntry }> {
  const key = `sale:shopify:order:${sale.shopOrderId}`;
  if (await findByIdempotencyKey(trx, key)) return { outcome: 'recorded-before' };
  for (const code of sale.codes) {
    const referrerId = await referrerOfCode(trx, code);
    if (referrerId === undefined) continue;
    const body = {
      referral_code: code,
      customer_id: sale.customerId,
      buyer_name: sale.buyerName,
      buyer_email: sale.buyerEmail,
      is_shopify_sale: 1 as const,
      order_number: sale.orderNumber,
      amount: sale.amount,
    };
    const id = await recordSale(trx, referrerId, body, { key, requestHash: requestHash(body) }, null);
    await emitReferralEarned(jobs, trx, id);
    return {
      outcome: 'recorded',
      audit: {
        action: 'referral.sale',
        subjectType: 'customer',
        subjectId: referrerId,
        details: { referral_id: id, amount: sale.amount, order_number: sale.orderNumber, source: 'shopify' },
      },
    };
  }
  return { outcome: 'none' };
}
