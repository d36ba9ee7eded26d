import type { Db } from '../db/database.ts';
import type { ProductKey } from './demo-catalog.ts';
import { seededRandom } from './random.ts';

const STEPS = ['ordered', 'picked', 'packed', 'shipped'] as const;
type Step = (typeof STEPS)[number];

interface ItemSpec {
  product?: ProductKey;
  name: string;
  description?: string;
  serial?: string;
  tier?: string;
  qty?: number;
}
interface FulfillmentSpec {
  status: Step;
  carrier?: string;
  tracking?: string;
  items: ItemSpec[];
}
interface OrderSpec {
  number: string;
  daysAgo: number;
  fulfillments: FulfillmentSpec[];
}

const DAY = 24 * 60 * 60 * 1000;
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function addOrder(
  db: Db,
  customerId: number,
  products: Record<ProductKey, number>,
  spec: OrderSpec,
  base: number,
) {
  const placed = base - spec.daysAgo * DAY;
  const order = await db
    .insertInto('orders')
    .values({
      customer_id: customerId,
      order_number: spec.number,
      date: dateOnly(placed),
      created_at: new Date(placed).toISOString(),
      updated_at: new Date(placed).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [n, f] of spec.fulfillments.entries()) {
    const reached = STEPS.indexOf(f.status);
    const shippedAt = placed + (reached + 1) * DAY;
    const fulfillment = await db
      .insertInto('fulfillments')
      .values({
        order_id: order.id,
        transaction_id: `IF-${spec.number.slice(3)}-${n + 1}`,
        shipping_carrier: f.carrier ?? null,
        shipping_tracking: f.tracking ?? null,
        shipping_date:
          f.status === 'shipped' ? dateOnly(shippedAt) : f.status === 'packed' ? dateOnly(base + 2 * DAY) : null,
        is_shipped: f.status === 'shipped' ? 1 : 0,
        current_status: f.status.charAt(0).toUpperCase() + f.status.slice(1),
        created_at: new Date(placed).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fulfillment_items')
      .values(
        f.items.map((i) => ({
          fulfillment_id: fulfillment.id,
          product_id: i.product ? products[i.product] : null,
          item_name: i.name,
          description: i.description ?? null,
          serial_number: i.serial ?? null,
          tier: i.tier ?? null,
          qty: i.qty ?? 1,
        })),
      )
      .execute();
    await db
      .insertInto('fulfillment_statuses')
      .values(
        STEPS.slice(0, reached + 1).map((status, i) => ({
          fulfillment_id: fulfillment.id,
          status,
          created_at: new Date(placed + i * 0.8 * DAY).toISOString(),
        })),
      )
      .execute();
  }
}

const OWNER_ORDERS: OrderSpec[] = [
  {
    number: 'SO-100231',
    daysAgo: 610,
    fulfillments: [
      {
        status: 'shipped',
        carrier: 'UPS',
        tracking: '1Z999AA10123456784',
        items: [
          {
            product: 'persona',
            name: 'Persona PRO 1501 Embroidery Machine',
            description: '15-needle commercial embroidery machine',
            serial: 'PRS1501-00482',
            tier: 'Gold',
          },
          { name: 'Magnetic Hoop Set', qty: 2 },
        ],
      },
    ],
  },
  {
    number: 'SO-100587',
    daysAgo: 430,
    fulfillments: [
      {
        status: 'shipped',
        carrier: 'FedEx',
        tracking: '794644790132',
        items: [
          { product: 'chroma', name: 'Chroma Inspire Digitizing Software', serial: 'CHI-7731-2210', tier: 'Inspire' },
          {
            product: 'chromaLegacy',
            name: 'Chroma Luxe (Legacy) Digitizing Software',
            serial: 'CHL-0099-1187',
            tier: 'Legacy',
          },
        ],
      },
    ],
  },
  {
    number: 'SO-101044',
    daysAgo: 240,
    fulfillments: [
      {
        status: 'shipped',
        carrier: 'USPS',
        tracking: '9400111899223197428490',
        items: [
          {
            product: 'ri2000',
            name: 'Ri 2000 DTG Printer',
            description: 'Direct-to-garment printer, white ink',
            serial: 'RI2K-55012',
            tier: 'Platinum',
          },
        ],
      },
      {
        status: 'shipped',
        carrier: 'DHL',
        tracking: '1234567890',
        items: [{ product: 'vision', name: 'Vision DTG Printer', serial: 'VIS-20931', tier: 'Gold' }],
      },
    ],
  },
  {
    number: 'SO-101390',
    daysAgo: 21,
    fulfillments: [
      {
        status: 'shipped',
        carrier: 'UPS',
        tracking: '1Z999AA10123456785',
        items: [
          { product: 'hoopMaster', name: 'HoopMaster Hooping Station', serial: 'HMS-3312', tier: 'Standard' },
          { name: 'Cleaning Kit', qty: 2 },
        ],
      },
      { status: 'packed', carrier: 'UPS', items: [{ name: 'DTG Pretreatment Solution', qty: 4 }] },
    ],
  },
  { number: 'SO-101455', daysAgo: 9, fulfillments: [{ status: 'ordered', items: [{ name: 'Cap Frame Kit' }] }] },
  { number: 'SO-101470', daysAgo: 5, fulfillments: [{ status: 'picked', items: [{ name: 'Cleaning Kit' }] }] },
  {
    number: 'SO-101502',
    daysAgo: 1,
    fulfillments: [
      {
        status: 'packed',
        carrier: 'FedEx',
        items: [{ name: 'DTG Pretreatment Solution', qty: 2 }, { name: 'Magnetic Hoop Set' }],
      },
    ],
  },
];

const OTHER_ORDERS: OrderSpec[] = [
  {
    number: 'SO-200118',
    daysAgo: 300,
    fulfillments: [
      {
        status: 'shipped',
        carrier: 'FedEx',
        tracking: '794644790200',
        items: [
          { product: 'persona', name: 'Persona PRO 1501 Embroidery Machine', serial: 'PRS1501-01977', tier: 'Silver' },
        ],
      },
    ],
  },
  { number: 'SO-200342', daysAgo: 3, fulfillments: [{ status: 'ordered', items: [{ name: 'Cap Frame Kit' }] }] },
];

const EU_ORDERS: OrderSpec[] = [
  {
    number: 'SO-300077',
    daysAgo: 120,
    fulfillments: [
      {
        status: 'shipped',
        carrier: 'DHL',
        tracking: '1234567891',
        items: [{ product: 'vision', name: 'Vision DTG Printer', serial: 'VIS-31008', tier: 'Gold' }],
      },
    ],
  },
];

async function addTransactions(db: Db, customerId: number, count: number, prefix: string, base: number, seed: number) {
  const random = seededRandom(seed);
  const rows = Array.from({ length: count }, (_, i) => {
    const daysAgo = Math.round(((count - i) / count) * 720) - random.int(0, 6);
    const kind = i % 9 === 4 ? 'credit_memo' : i % 11 === 7 ? 'refund' : i % 2 === 0 ? 'invoice' : 'payment';
    const amount = random.int(2_500, 450_000);
    const sign = kind === 'invoice' ? 1 : -1;
    const memos = {
      invoice: 'Supplies and consumables',
      payment: 'Payment received, thank you',
      credit_memo: 'Credit for returned hoop set',
      refund: 'Refund of overpayment',
    };
    return {
      customer_id: customerId,
      document_number: `${{ invoice: 'INV', payment: 'PAY', credit_memo: 'CM', refund: 'REF' }[kind]}-${prefix}${String(1000 + i)}`,
      type: kind,
      status: kind === 'invoice' ? (daysAgo < 30 ? 'Open' : 'Paid In Full') : 'Applied',
      memo: memos[kind],
      order_number: kind === 'invoice' ? `SO-${prefix}${String(5000 + i)}` : null,
      amount_cents: sign * amount,
      date: dateOnly(base - Math.max(0, daysAgo) * DAY),
      created_at: new Date(base - Math.max(0, daysAgo) * DAY).toISOString(),
    };
  });
  await db.insertInto('transactions').values(rows).execute();
}

/** Orders in every fulfilment state (with a split shipment), two years of transactions, gift cards and event codes. */
export async function seedDemoOrders(
  db: Db,
  companies: { owner: number; other: number; europe: number },
  products: Record<ProductKey, number>,
) {
  const base = Date.now();
  const now = new Date(base).toISOString();
  for (const spec of OWNER_ORDERS) await addOrder(db, companies.owner, products, spec, base);
  for (const spec of OTHER_ORDERS) await addOrder(db, companies.other, products, spec, base);
  for (const spec of EU_ORDERS) await addOrder(db, companies.europe, products, spec, base);

  await addTransactions(db, companies.owner, 46, '1', base, 11);
  await addTransactions(db, companies.other, 6, '2', base, 12);
  await addTransactions(db, companies.europe, 4, '3', base, 13);

  await db
    .insertInto('gift_cards')
    .values([
      { customer_id: companies.owner, code: 'GC-4821', balance_cents: 15_025, created_at: now, updated_at: now },
      { customer_id: companies.owner, code: 'GC-9310', balance_cents: 3_550, created_at: now, updated_at: now },
      { customer_id: companies.other, code: 'GC-7002', balance_cents: 5_000, created_at: now, updated_at: now },
    ])
    .execute();

  await db
    .insertInto('event_codes')
    .values([
      {
        customer_id: companies.owner,
        description: 'ISS Long Beach — one free trade show ticket',
        description_es: 'ISS Long Beach — una entrada gratuita para la feria',
        discount_code: 'ISSLB-7F3K',
        redeemed: 0,
        claim_url: 'https://tickets.example.com/iss-long-beach?code=ISSLB-7F3K',
        created_at: now,
        updated_at: now,
      },
      {
        customer_id: companies.owner,
        description: 'Printing United Expo — one free trade show ticket',
        description_es: 'Printing United Expo — una entrada gratuita para la feria',
        discount_code: 'PUE-2H9Q',
        redeemed: 1,
        claim_url: 'https://tickets.example.com/printing-united?code=PUE-2H9Q',
        created_at: now,
        updated_at: now,
      },
      {
        customer_id: companies.other,
        description: 'ISS Atlanta — one free trade show ticket',
        discount_code: 'ISSATL-5M2P',
        redeemed: 0,
        claim_url: 'https://tickets.example.com/iss-atlanta?code=ISSATL-5M2P',
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
}
