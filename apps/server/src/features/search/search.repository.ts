import { sql, type Expression } from 'kysely';
import { SEARCH_PER_KIND, type SearchResult } from '@owner-portal/contract/search/search';
import type { Db } from '../../db/database.ts';
import { isPostgres } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import { searchedId, startsWith } from '../../shared/search.ts';

// Each lookup reads one index of migration 122 in its order and stops after SEARCH_PER_KIND rows,
// so its cost does not grow with the table. A kind matched several ways (a contact by email and by
// name) runs one lookup per way and merges them.

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p).join(' · ');

function byTitle(results: SearchResult[]): SearchResult[] {
  const unique = [...new Map(results.map((r) => [r.id, r])).values()];
  return unique
    .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id)
    .slice(0, SEARCH_PER_KIND);
}

/** A contact's full name, as the name index holds it. */
const fullName = sql<string>`cu.first_name || ' ' || cu.last_name`;

/** Contacts whose email, full name or last name starts with the text, or whose internal id it is. */
export async function searchContacts(db: Db, text: string): Promise<SearchResult[]> {
  const pg = isPostgres(db);
  const base = () =>
    db
      .selectFrom('customer_users as cu')
      .leftJoin('customers as c', 'c.id', 'cu.customer_id')
      .select(['cu.id', 'cu.first_name', 'cu.last_name', 'cu.email', 'c.company_name']);
  const prefixed = (expression: Expression<unknown>) => {
    const match = startsWith(pg, expression, text);
    return base()
      .where(match.where)
      .orderBy(match.order)
      .orderBy('cu.id')
      .limit(limitOf(SEARCH_PER_KIND))
      .execute();
  };
  const lookups = [prefixed(sql.ref('cu.email')), prefixed(fullName), prefixed(sql.ref('cu.last_name'))];
  if (/^\d{1,32}$/.test(text)) {
    lookups.push(base().where('cu.internal_id', '=', text).orderBy('cu.id').limit(limitOf(SEARCH_PER_KIND)).execute());
  }
  const rows = (await Promise.all(lookups)).flat();
  return byTitle(
    rows.map((r) => ({
      kind: 'contact',
      id: r.id,
      title: `${r.first_name} ${r.last_name}`,
      subtitle: joined(r.email, r.company_name),
    })),
  );
}

/** Companies whose name starts with the text, or whose id or business-system reference it is. */
export async function searchCompanies(db: Db, text: string): Promise<SearchResult[]> {
  const base = () => db.selectFrom('customers as c').select(['c.id', 'c.company_name', 'c.external_id']);
  const name = startsWith(isPostgres(db), sql.ref('c.company_name'), text);
  const lookups = [
    base()
      .where(name.where)
      .orderBy(name.order)
      .orderBy('c.id')
      .limit(limitOf(SEARCH_PER_KIND))
      .execute(),
    base().where('c.external_id', '=', text).limit(limitOf(SEARCH_PER_KIND)).execute(),
  ];
  const id = searchedId(text);
  if (id !== null) lookups.push(base().where('c.id', '=', id).execute());
  const rows = (await Promise.all(lookups)).flat();
  return byTitle(
    rows.map((r) => ({
      kind: 'company',
      id: r.id,
      title: r.company_name,
      subtitle: joined(`#${r.id}`, r.external_id),
    })),
  );
}

/** Shipped units (fulfilment items with a serial number) whose serial starts with the text. */
export async function searchUnits(db: Db, text: string): Promise<SearchResult[]> {
  const serial = startsWith(isPostgres(db), sql.ref('i.serial_number'), text);
  const rows = await db
    .selectFrom('fulfillment_items as i')
    .innerJoin('fulfillments as f', 'f.id', 'i.fulfillment_id')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['i.id', 'i.serial_number', 'i.item_name', 'c.company_name'])
    .where(serial.where)
    .orderBy(serial.order)
    .orderBy('i.id')
    .limit(limitOf(SEARCH_PER_KIND))
    .execute();
  return byTitle(
    rows.map((r) => ({
      kind: 'unit',
      id: r.id,
      title: r.serial_number ?? '',
      subtitle: joined(r.item_name, r.company_name),
    })),
  );
}

/** Orders whose number, or one of whose fulfilments' numbers, starts with the text. */
export async function searchOrders(db: Db, text: string): Promise<SearchResult[]> {
  const pg = isPostgres(db);
  const number = startsWith(pg, sql.ref('o.order_number'), text);
  const transaction = startsWith(pg, sql.ref('f.transaction_id'), text);
  const [orders, fulfillments] = await Promise.all([
    db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      .select(['o.id', 'o.order_number', 'c.company_name'])
      .where(number.where)
      .orderBy(number.order)
      .orderBy('o.id')
      .limit(limitOf(SEARCH_PER_KIND))
      .execute(),
    db
      .selectFrom('fulfillments as f')
      .innerJoin('orders as o', 'o.id', 'f.order_id')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      .select(['o.id', 'o.order_number', 'f.transaction_id', 'c.company_name'])
      .where(transaction.where)
      .orderBy(transaction.order)
      .orderBy('f.id')
      .limit(limitOf(SEARCH_PER_KIND))
      .execute(),
  ]);
  return byTitle([
    // An order found by its own number comes first, so a fulfilment of it does not replace it.
    ...orders.map((r): SearchResult => ({ kind: 'order', id: r.id, title: r.order_number, subtitle: r.company_name })),
    ...fulfillments
      .filter((r) => !orders.some((o) => o.id === r.id))
      .map((r): SearchResult => ({
        kind: 'order',
        id: r.id,
        title: r.order_number,
        subtitle: joined(r.transaction_id, r.company_name),
      })),
  ]);
}
