import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';

/** Catalog keys used by the order seed to refer to products. */
export type ProductKey = 'persona' | 'chroma' | 'chromaLegacy' | 'ri2000' | 'vision' | 'hoopMaster';

const GROUPS = [
  { key: 'embroidery', name: 'Embroidery Machines', required: 1, has_training: 1, requires_rep_approval: 0 },
  { key: 'dtg', name: 'Ri 1000/2000 DTG Printers', required: 1, has_training: 1, requires_rep_approval: 1 },
  { key: 'vision', name: 'Vision DTG Printers', required: 1, has_training: 1, requires_rep_approval: 1 },
  { key: 'software', name: 'Digitizing Software', required: 0, has_training: 1, requires_rep_approval: 0 },
  { key: 'accessories', name: 'Hooping Systems', required: 0, has_training: 0, requires_rep_approval: 0 },
] as const;
export type GroupKey = (typeof GROUPS)[number]['key'];
const SOFTWARE_GROUPS: readonly GroupKey[] = ['software'];

const PRODUCTS: {
  key: ProductKey;
  name: string;
  display_name: string;
  netsuite_name: string;
  thumbnail: string;
  group: (typeof GROUPS)[number]['key'];
  machine: string;
}[] = [
  {
    key: 'persona',
    name: 'persona pro 1501',
    display_name: 'Persona PRO 1501 Embroidery Machine',
    netsuite_name: 'EMB-PERSONA-1501',
    thumbnail: '/catalog/embroidery-machine.svg',
    group: 'embroidery',
    machine: 'Embroidery',
  },
  {
    key: 'chroma',
    name: 'chroma inspire',
    display_name: 'Chroma Inspire Digitizing Software',
    netsuite_name: 'SW-CHROMA-INSPIRE',
    thumbnail: '/catalog/digitizing-software.svg',
    group: 'software',
    machine: 'Software',
  },
  {
    key: 'chromaLegacy',
    name: 'chroma legacy luxe',
    display_name: 'Chroma Luxe (Legacy) Digitizing Software',
    netsuite_name: 'SW-CHROMA-LEGACY',
    thumbnail: '/catalog/digitizing-software.svg',
    group: 'software',
    machine: 'Software',
  },
  {
    key: 'ri2000',
    name: 'ri 2000 dtg printer',
    display_name: 'Ri 2000 DTG Printer',
    netsuite_name: 'DTG-RI-2000',
    thumbnail: '/catalog/dtg-printer.svg',
    group: 'dtg',
    machine: 'DTG',
  },
  {
    key: 'vision',
    name: 'vision dtg printer',
    display_name: 'Vision DTG Printer',
    netsuite_name: 'DTG-VISION',
    thumbnail: '/catalog/dtg-printer.svg',
    group: 'vision',
    machine: 'DTG',
  },
  {
    key: 'hoopMaster',
    name: 'hoopmaster station',
    display_name: 'HoopMaster Hooping Station',
    netsuite_name: 'ACC-HOOPMASTER',
    thumbnail: '/catalog/hooping-station.svg',
    group: 'accessories',
    machine: 'Accessory',
  },
];

const ACCESSORIES = [
  {
    name: 'Magnetic Hoop Set',
    description: 'Hoop thick garments in seconds without hoop burn.',
    thumbnail_path: '/catalog/magnetic-hoop.svg',
    shop_link: 'https://shop.example.com/magnetic-hoop-set',
    is_dashboard: 1,
    for: ['persona'],
  },
  {
    name: 'Cap Frame Kit',
    description: 'Embroider structured and unstructured caps.',
    thumbnail_path: '/catalog/cap-frame.svg',
    shop_link: 'https://shop.example.com/cap-frame-kit',
    is_dashboard: 1,
    for: ['persona'],
  },
  {
    name: 'DTG Pretreatment Solution',
    description: 'One gallon of pretreatment for dark garments.',
    thumbnail_path: '/catalog/pretreatment.svg',
    shop_link: 'https://shop.example.com/pretreatment',
    is_dashboard: 0,
    for: ['ri2000', 'vision'],
  },
  {
    name: 'Cleaning Kit',
    description: 'Swabs and cleaner for the weekly print-head care.',
    thumbnail_path: '/catalog/cleaning-kit.svg',
    shop_link: 'https://shop.example.com/cleaning-kit',
    is_dashboard: 0,
    for: ['ri2000', 'vision'],
  },
] as const;

export interface DemoCatalog {
  products: Record<ProductKey, number>;
  groups: Record<GroupKey, number>;
}

/** Groups, machine types, products and accessories; returns product and group ids by key. */
export async function seedDemoCatalog(db: Db): Promise<DemoCatalog> {
  const now = nowIso();
  const [machines, software] = await db
    .insertInto('group_categories')
    .values([{ name: 'Machines' }, { name: 'Software' }])
    .returning('id')
    .execute();
  const groupIds = {} as Record<GroupKey, number>;
  for (const g of GROUPS) {
    const { key, ...values } = g;
    const row = await db
      .insertInto('product_groups')
      .values({ ...values, category_id: (SOFTWARE_GROUPS.includes(key) ? software : machines)!.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds[key] = row.id;
  }
  const machineIds: Record<string, number> = {};
  for (const name of new Set(PRODUCTS.map((p) => p.machine))) {
    machineIds[name] = (
      await db.insertInto('machine_types').values({ name }).returning('id').executeTakeFirstOrThrow()
    ).id;
  }
  const productIds = {} as Record<ProductKey, number>;
  for (const p of PRODUCTS) {
    const row = await db
      .insertInto('products')
      .values({
        name: p.name,
        display_name: p.display_name,
        netsuite_name: p.netsuite_name,
        thumbnail: p.thumbnail,
        is_translation: 0,
        // Set from the videos that exist (seedDemoContent, then every video write).
        has_videos: 0,
        group_id: groupIds[p.group]!,
        machine_type_id: machineIds[p.machine]!,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds[p.key] = row.id;
  }
  for (const a of ACCESSORIES) {
    const { for: products, ...values } = a;
    const row = await db
      .insertInto('accessories')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_accessories')
      .values(products.map((key) => ({ product_id: productIds[key], accessory_id: row.id })))
      .execute();
  }
  return { products: productIds, groups: groupIds };
}
