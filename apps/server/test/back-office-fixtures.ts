import type { Db } from '../src/db/database.ts';
import { nowIso } from '../src/db/database.ts';
import { contactRow } from './rows.ts';

/** Ids for the back-office rows of the route-access table; `take*` hands each delete its own record. */
export interface BackOfficeFixtures {
  contactId: number;
  customerId: number;
  assignedSalesRepId: number;
  notificationId: number;
  takeContactId: () => number;
  takeNotificationId: () => number;
  eventCodeId: number;
  takeEventCodeId: () => number;
}

/** Enough disposable contacts, notifications and event codes for every caller of a DELETE row to have its own. */
export async function backOfficeFixtures(db: Db, spares = 16): Promise<BackOfficeFixtures> {
  const now = nowIso();
  const contact = await db
    .selectFrom('customer_users')
    .select(['id', 'customer_id'])
    .where('email', '=', 'pat.partner@stitchandthread.demo.test')
    .executeTakeFirstOrThrow();
  const rep = await db
    .selectFrom('customers')
    .select('sales_rep_id')
    .where('id', '=', contact.customer_id!)
    .executeTakeFirstOrThrow();
  const notification = await db.selectFrom('notifications').select('id').orderBy('id').executeTakeFirstOrThrow();
  const contacts = await db
    .insertInto('customer_users')
    .values(
      Array.from({ length: spares }, (_, i) =>
        contactRow(
          { customer_id: null, first_name: 'Spare', last_name: `Contact ${i}`, email: `spare.${i}@route-access.test` },
          now,
        ),
      ),
    )
    .returning('id')
    .execute();
  const notifications = await db
    .insertInto('notifications')
    .values(
      Array.from({ length: spares }, (_, i) => ({
        title: `Spare ${i}`,
        content: 'For the route-access table.',
        link_url: null,
        link_text: null,
        is_external: 0,
        published_at: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const eventCodes = await db
    .insertInto('event_codes')
    .values(
      Array.from({ length: spares }, (_, i) => ({
        customer_id: contact.customer_id!,
        description: `Spare ${i}`,
        description_es: null,
        discount_code: `SPARE-ROUTE-${i}`,
        redeemed: 0,
        claim_url: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const eventCodeIds = eventCodes.map((e) => e.id);
  const contactIds = contacts.map((c) => c.id);
  const notificationIds = notifications.map((n) => n.id);
  return {
    contactId: contact.id,
    customerId: contact.customer_id!,
    assignedSalesRepId: rep.sales_rep_id!,
    notificationId: notification.id,
    takeContactId: () => contactIds.shift()!,
    takeNotificationId: () => notificationIds.shift()!,
    eventCodeId: eventCodeIds.pop()!,
    takeEventCodeId: () => eventCodeIds.shift()!,
  };
}
