import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-types.ts';
import type { AppContext } from '../../shared/app-context.ts';
import type { AuditEntry } from '../../shared/audit.ts';
import { auditedChange } from '../../shared/audited-write.ts';
import { queueShipmentNotices } from '../orders/orders.feature.ts';
import { recordShopSale } from '../referrals/referrals.feature.ts';
import { upsertOrder, type ResolvedFulfillment } from './order-upsert.ts';
import { knownReferences, productsByNetsuiteName } from './references.repository.ts';
import {
  buyerEmailOf,
  buyerNameOf,
  fulfilmentOf,
  referralCandidates,
  saleAmountOf,
  type ShopifyFulfilmentValues,
} from './shopify-order.rules.ts';
import { isOrderTopic, shopifyFulfillment, shopifyOrder } from './shopify-payloads.ts';
import {
  claimWebhook,
  companyOfEmail,
  findWebhook,
  orderOfShopifyId,
  recordOutcome,
  setShopifyOrderId,
} from './shopify-webhooks.repository.ts';

declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    /** One stored Shopify webhook (its shopify_webhooks row) to apply. */
    'integration.shopify-webhook': { id: number };
  }
}

/** What applying one webhook did, as the operator's log lines (the row's outcome, joined by `; `), not a reader's sentences. */
type Notes = string[];

/** The notes, and the audit entries of the changes made (recorded as the system's). */
interface Applied {
  notes: Notes;
  audit: AuditEntry[];
}

/** The fulfilments with their lines matched to products by SKU; a line with an unknown SKU is skipped and noted. */
async function resolveFulfilments(trx: Db, sent: ShopifyFulfilmentValues[], notes: Notes) {
  const skus = sent.flatMap((f) => f.lines.flatMap((l) => (l.sku ? [l.sku] : [])));
  const products = await productsByNetsuiteName(trx, skus, knownReferences());
  return sent.map((f): ResolvedFulfillment => ({
    transactionId: f.transactionId,
    values: f.values,
    statuses: f.statuses,
    items: f.lines.flatMap((line) => {
      const product = line.sku ? products.get(line.sku) : undefined;
      if (line.sku && !product) {
        notes.push(`skipped the line "${line.name}": no product has the SKU ${line.sku}`);
        return [];
      }
      return [
        {
          product_id: product?.id ?? null,
          item_name: product?.display_name ?? line.name,
          description: null,
          serial_number: line.serial,
          tier: null,
          qty: line.qty,
        },
      ];
    }),
  }));
}

interface OrderChange {
  orderNumber: string;
  customerId: number;
  date: string;
  updatedAt: string;
  fulfillments: ShopifyFulfilmentValues[];
  shopifyOrderId: string;
  webhookId: string;
}

/** The order upsert shared with the ERP's API, audited as the system's, with its shipment notices. */
async function applyOrder(jobs: JobQueue, trx: Db, change: OrderChange, { notes, audit }: Applied) {
  const fulfillments = await resolveFulfilments(trx, change.fulfillments, notes);
  const result = await upsertOrder(trx, { ...change, fulfillments });
  await setShopifyOrderId(trx, result.id, change.shopifyOrderId);
  if (!result.applied) {
    notes.unshift(`order ${change.orderNumber}: not newer than the stored one, ignored`);
    return;
  }
  audit.push({
    action: `order.${result.created ? 'create' : 'update'}`,
    subjectType: 'order',
    subjectId: result.id,
    details: { order_number: change.orderNumber, source: 'shopify', webhook_id: change.webhookId },
  });
  await queueShipmentNotices(jobs, trx, result.newlyShipped);
  notes.unshift(
    `order ${change.orderNumber} ${result.created ? 'created' : 'updated'}` +
      (result.newlyShipped.length ? `, ${result.newlyShipped.length} fulfilment(s) newly shipped` : ''),
  );
}

async function applyOrderWebhook(jobs: JobQueue, trx: Db, payload: unknown, webhookId: string, done: Applied) {
  const { notes } = done;
  const parsed = shopifyOrder.safeParse(payload);
  if (!parsed.success)
    return notes.push(`not an order as Shopify sends one (${parsed.error.issues[0]!.path.join('.')})`);
  const order = parsed.data;
  const email = buyerEmailOf(order);
  const customerId = email ? await companyOfEmail(trx, email) : undefined;
  if (customerId === undefined) {
    return notes.push(`order ${order.name}: no contact has the email ${email ?? '(none)'}, nothing imported`);
  }
  const stored = await orderOfShopifyId(trx, order.id);
  await applyOrder(
    jobs,
    trx,
    {
      orderNumber: stored?.order_number ?? order.name,
      customerId,
      date: order.created_at.slice(0, 10),
      updatedAt: order.updated_at,
      fulfillments: order.fulfillments.map(fulfilmentOf),
      shopifyOrderId: order.id,
      webhookId,
    },
    done,
  );
  const codes = referralCandidates(order);
  const amount = saleAmountOf(order);
  if (codes.length === 0 || amount === null) return;
  const sale = await recordShopSale(jobs, trx, {
    shopOrderId: order.id,
    codes,
    orderNumber: stored?.order_number ?? order.name,
    amount,
    buyerName: buyerNameOf(order),
    buyerEmail: email,
    customerId,
  });
  if (sale.audit) done.audit.push(sale.audit);
  notes.push(
    {
      recorded: 'referral sale recorded',
      'recorded-before': 'its referral sale was recorded before',
      none: 'no code is a referral code',
    }[sale.outcome],
  );
}

async function applyFulfilmentWebhook(jobs: JobQueue, trx: Db, payload: unknown, webhookId: string, done: Applied) {
  const { notes } = done;
  const parsed = shopifyFulfillment.safeParse(payload);
  if (!parsed.success || !parsed.data.order_id) {
    return notes.push(
      `not a fulfilment as Shopify sends one (${parsed.error?.issues[0]?.path.join('.') ?? 'order_id'})`,
    );
  }
  const f = parsed.data;
  const order = await orderOfShopifyId(trx, f.order_id!);
  if (!order) return notes.push(`Shopify order ${f.order_id} is not in the portal, nothing imported`);
  await applyOrder(
    jobs,
    trx,
    {
      orderNumber: order.order_number,
      customerId: order.customer_id,
      date: order.date,
      updatedAt: f.updated_at ?? f.created_at,
      fulfillments: [fulfilmentOf(f)],
      shopifyOrderId: f.order_id!,
      webhookId,
    },
    done,
  );
}

/**
 * The job: applies one stored webhook in one audited transaction (the system's), which first claims
 * the row (a rerun after a crash, or a second worker, finds it processed and does nothing) and
 * records what it did.
 */
export async function processShopifyWebhook(ctx: AppContext, id: number): Promise<void> {
  const hook = await findWebhook(ctx.db, id);
  if (!hook || hook.processed_at !== null) return;
  await auditedChange(ctx.db, null, undefined, {
    write: async (_, trx): Promise<Applied> => {
      const done: Applied = { notes: [], audit: [] };
      if (!(await claimWebhook(trx, id))) return done;
      let payload: unknown;
      try {
        payload = JSON.parse(hook.payload);
      } catch {
        done.notes.push('the body is not JSON');
      }
      if (payload !== undefined) {
        const apply = isOrderTopic(hook.topic) ? applyOrderWebhook : applyFulfilmentWebhook;
        await apply(ctx.jobs, trx, payload, hook.webhook_id, done);
      }
      await recordOutcome(trx, id, done.notes.join('; '));
      return done;
    },
    audit: (done) => done.audit,
  });
}

export function registerShopifyWebhookJob(ctx: AppContext): void {
  ctx.jobs.register('integration.shopify-webhook', ({ id }) => processShopifyWebhook(ctx, id));
}
