import { sql } from 'kysely';
import type { LanguageCode } from '@owner-portal/contract/constants';
import type {
  AdminNotification,
  Notification,
  NotificationAudience,
  NotificationBody,
} from '@owner-portal/contract/notifications/notifications';
import type { notificationListQuery } from '@owner-portal/contract/notifications/notifications';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso, toIso } from '../../db/database.ts';
import { perDatabase, prepareList } from '../../db/prepared.ts';
import { listPage, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';
import { limitOf } from '../../db/limit.ts';

type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** How many unread notifications a bell shows at most, newest first. */
export const BELL_LIMIT = 50;

const BELL_COLUMNS = [
  'n.id',
  'n.title',
  'n.content',
  'n.link_url',
  'n.link_text',
  'n.is_external',
  'n.title_es',
  'n.content_es',
  'n.link_text_es',
] as const;

/** Staff's notifications: a company's own notices (a shipment) are the system's, not staff's to list or edit. */
const staffNotifications = (db: Db) => db.selectFrom('notifications as n').where('n.customer_id', 'is', null);

function selectAdmin(db: Db) {
  return staffNotifications(db).select([
    ...BELL_COLUMNS,
    'n.audience',
    'n.published_at',
    'n.created_at',
    'n.updated_at',
  ]);
}
type AdminRow = Awaited<ReturnType<ReturnType<typeof selectAdmin>['executeTakeFirstOrThrow']>>;

const toAdmin = (row: AdminRow): AdminNotification => ({
  ...row,
  audience: row.audience as NotificationAudience,
  is_external: row.is_external === 1,
  published_at: toIso(row.published_at),
  created_at: toIso(row.created_at),
  updated_at: toIso(row.updated_at),
});

/** Search by title, created_at for the date range, newest first unless asked. */
const NOTIFICATION_LIST: ListSpec = {
  alias: 'n',
  search: (text) => likeContains(sql.ref('n.title'), text),
  dateColumn: 'n.created_at',
  defaultSort: ['n.id', 'desc'],
};

export async function listNotifications(db: Db, q: NotificationListQuery) {
  const { rows, total } = await listPage(selectAdmin(db), staffNotifications(db), q, NOTIFICATION_LIST);
  return { rows: rows.map(toAdmin), total };
}

export async function findNotification(db: Db, id: number): Promise<AdminNotification | null> {
  const row = await selectAdmin(db).where('n.id', '=', id).executeTakeFirst();
  return row ? toAdmin(row) : null;
}

const columns = (body: NotificationBody) => ({
  title: body.title,
  content: body.content,
  link_url: body.link_url ?? null,
  link_text: body.link_text ?? null,
  is_external: body.is_external ? 1 : 0,
  title_es: body.title_es ?? null,
  content_es: body.content_es ?? null,
  link_text_es: body.link_text_es ?? null,
  audience: body.audience,
});

export async function insertNotification(db: Db, body: NotificationBody, staffId: number): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('notifications')
    .values({ ...columns(body), published_at: null, created_by: staffId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateNotification(db: Db, id: number, body: NotificationBody): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ ...columns(body), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Publishes once; publishing again keeps the first publication time. */
export async function publishNotification(db: Db, id: number): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('notifications')
    .set({ published_at: now, updated_at: now })
    .where('id', '=', id)
    .where('published_at', 'is', null)
    .execute();
}

/** Answers the deleted notification, or undefined: of parallel deletes of one, exactly one gets the row. */
export async function deleteNotification(db: Db, id: number) {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('notification_reads').where('notification_id', '=', id).execute();
    return trx
      .deleteFrom('notifications')
      .where('id', '=', id)
      .where('customer_id', 'is', null)
      .returning(['id', 'title'])
      .executeTakeFirst();
  });
}

const bellQueries = perDatabase((db) => ({
  unread: prepareList(
    db,
    (customerUserId: number, region: 'us' | 'eu', customerId: number) =>
      db
        .selectFrom('notifications as n')
        .select(BELL_COLUMNS)
        .where('n.published_at', 'is not', null)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('n.customer_id', 'is', null),
              eb.or([eb('n.audience', '=', sql.lit('all')), eb('n.audience', '=', region)]),
            ]),
            eb('n.customer_id', '=', customerId),
          ]),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('notification_reads as r')
                .select('r.notification_id')
                .whereRef('r.notification_id', '=', 'n.id')
                .where('r.customer_user_id', '=', customerUserId),
            ),
          ),
        )
        .orderBy('n.published_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(limitOf(BELL_LIMIT)),
    [-101, '\u0000region' as 'us' | 'eu', -102],
  ),
}));

type BellRow = Awaited<ReturnType<ReturnType<typeof bellQueries>['unread']>>[number];

/** The reader's language when staff wrote it, else English, saying which (never silently another). */
function inLanguage(row: BellRow, lang: LanguageCode): Notification {
  const spanish = lang === 'es' && row.title_es !== null && row.content_es !== null;
  return {
    id: row.id,
    title: spanish ? row.title_es! : row.title,
    content: spanish ? row.content_es! : row.content,
    link_url: row.link_url,
    link_text: spanish ? (row.link_text_es ?? row.link_text) : row.link_text,
    is_external: row.is_external === 1,
    lang: spanish ? 'es' : 'en',
  };
}

/**
 * The bell: published notifications for the contact's region (US or EU), and its company's own
 * notices, that it has not read, newest first (every page load asks), in the reader's language.
 */
export async function unreadNotifications(
  db: Db,
  customerUserId: number,
  region: 'us' | 'eu',
  customerId: number | null,
  lang: LanguageCode,
): Promise<Notification[]> {
  const rows = await bellQueries(db).unread(customerUserId, region, customerId ?? -1);
  return rows.map((row) => inLanguage(row, lang));
}

/** Marks the published ones among `ids` read for this contact; returns the ids marked. */
export async function markRead(db: Db, customerUserId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const published = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('published_at', 'is not', null)
    .execute();
  if (published.length === 0) return [];
  const readAt = nowIso();
  await db
    .insertInto('notification_reads')
    .values(published.map((n) => ({ notification_id: n.id, customer_user_id: customerUserId, read_at: readAt })))
    .onConflict((oc) => oc.columns(['notification_id', 'customer_user_id']).doNothing())
    .execute();
  return published.map((n) => n.id).sort((a, b) => a - b);
}
