import { sql } from 'kysely';
import type { GroupBody, TemplateBody } from '@owner-portal/contract/products/admin-catalog';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso } from '../../db/database.ts';
import { listPage, type ListParams, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';

const count = (n: unknown) => Number(n ?? 0);

/** The named lists: searched and (unless asked) sorted by name under their alias. */
const byName = (alias: string): ListSpec => ({
  alias,
  search: (text) => likeContains(sql.ref(`${alias}.name`), text),
  defaultSort: [`${alias}.name`, 'asc'],
});

// ---- series (product groups)
function selectGroups(db: Db) {
  return db
    .selectFrom('product_groups as g')
    .leftJoin('group_categories as c', 'c.id', 'g.category_id')
    .select([
      'g.id',
      'g.name',
      'g.required',
      'g.has_training',
      'g.requires_rep_approval',
      'g.category_id',
      'c.name as category_name',
    ])
    .select((eb) => [
      eb
        .selectFrom('products as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.group_id', '=', 'g.id')
        .as('products_count'),
      eb
        .selectFrom('videos as v')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('v.group_id', '=', 'g.id')
        .as('videos_count'),
    ]);
}
type GroupRow = Awaited<ReturnType<ReturnType<typeof selectGroups>['execute']>>[number];
const toGroup = (r: GroupRow) => ({
  ...r,
  required: r.required === 1,
  has_training: r.has_training === 1,
  requires_rep_approval: r.requires_rep_approval === 1,
  products_count: count(r.products_count),
  videos_count: count(r.videos_count),
});

export async function listGroups(db: Db, q: ListParams) {
  const { rows, total } = await listPage(selectGroups(db), db.selectFrom('product_groups as g'), q, byName('g'));
  return { rows: rows.map(toGroup), total };
}

export async function findGroup(db: Db, id: number) {
  const row = await selectGroups(db).where('g.id', '=', id).executeTakeFirst();
  return row ? toGroup(row) : undefined;
}

/**
 * category_id wins; else a category_name names an existing one (the route refused an unknown name);
 * else new_category_name makes one, or takes the one of exactly that name; else none.
 */
async function categoryFor(db: Db, body: GroupBody): Promise<number | null> {
  if (body.category_id) return body.category_id;
  const name = body.category_name ?? body.new_category_name;
  if (!name) return null;
  const known = await categoryNamed(db, name);
  if (known !== null) return known;
  return (await db.insertInto('group_categories').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

/** The id of the category of exactly this name, or null. */
export async function categoryNamed(db: Db, name: string): Promise<number | null> {
  const row = await db.selectFrom('group_categories').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id ?? null;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('group_categories').select('id').where('id', '=', id).executeTakeFirst());
}

export async function saveGroup(db: Db, id: number | null, body: GroupBody): Promise<number> {
  return inTransaction(db, async (trx) => {
    const values = {
      name: body.name,
      required: body.required ? 1 : 0,
      has_training: body.has_training ? 1 : 0,
      requires_rep_approval: body.requires_rep_approval ? 1 : 0,
      category_id: await categoryFor(trx, body),
    };
    if (id === null)
      return (await trx.insertInto('product_groups').values(values).returning('id').executeTakeFirstOrThrow()).id;
    await trx.updateTable('product_groups').set(values).where('id', '=', id).execute();
    return id;
  });
}

// ---- group categories and machine types: named lists
function selectCategories(db: Db) {
  return db
    .selectFrom('group_categories as c')
    .select(['c.id', 'c.name'])
    .select((eb) =>
      eb
        .selectFrom('product_groups as g')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('g.category_id', '=', 'c.id')
        .as('groups_count'),
    );
}
function selectMachineTypes(db: Db) {
  return db
    .selectFrom('machine_types as m')
    .select(['m.id', 'm.name'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.machine_type_id', '=', 'm.id')
        .as('products_count'),
    );
}

export async function listCategories(db: Db, q: ListParams) {
  const { rows, total } = await listPage(selectCategories(db), db.selectFrom('group_categories as c'), q, byName('c'));
  return { rows: rows.map((r) => ({ ...r, groups_count: count(r.groups_count) })), total };
}
export async function findCategory(db: Db, id: number) {
  const r = await selectCategories(db).where('c.id', '=', id).executeTakeFirst();
  return r ? { ...r, groups_count: count(r.groups_count) } : undefined;
}

export async function listMachineTypes(db: Db, q: ListParams) {
  const { rows, total } = await listPage(selectMachineTypes(db), db.selectFrom('machine_types as m'), q, byName('m'));
  return { rows: rows.map((r) => ({ ...r, products_count: count(r.products_count) })), total };
}
export async function findMachineType(db: Db, id: number) {
  const r = await selectMachineTypes(db).where('m.id', '=', id).executeTakeFirst();
  return r ? { ...r, products_count: count(r.products_count) } : undefined;
}

// ---- training-class templates
const TEMPLATE_COLUMNS = [
  'id',
  'name',
  'topic',
  'type',
  'duration_minutes',
  'capacity',
  'lang_code',
  'class_link',
  'note',
] as const;
type TemplateRow = { type: string } & Record<string, unknown>;
const toTemplate = <R extends TemplateRow>(r: R) => ({ ...r, type: r.type as 'online' | 'onsite' | 'showroom' });

export async function listTemplates(db: Db, q: ListParams) {
  const rows = db.selectFrom('training_templates as t').select(TEMPLATE_COLUMNS.map((c) => `t.${c}` as const));
  const page = await listPage(rows, db.selectFrom('training_templates as t'), q, byName('t'));
  return { rows: page.rows.map(toTemplate), total: page.total };
}
export async function findTemplate(db: Db, id: number) {
  const r = await db.selectFrom('training_templates').select(TEMPLATE_COLUMNS).where('id', '=', id).executeTakeFirst();
  return r ? toTemplate(r) : undefined;
}
export async function saveTemplate(db: Db, id: number | null, body: TemplateBody): Promise<number> {
  const now = nowIso();
  const values = { ...body, class_link: body.class_link ?? null, note: body.note ?? null, updated_at: now };
  if (id === null) {
    return (
      await db
        .insertInto('training_templates')
        .values({ ...values, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  await db.updateTable('training_templates').set(values).where('id', '=', id).execute();
  return id;
}
