import { utcToEastern } from '@owner-portal/contract/eastern-time';
import type { SlotUpdateBody } from '@owner-portal/contract/schedule/schedule';
import { DEFAULT_CANCEL_CUTOFF_HOURS } from '@owner-portal/contract/schedule/schedule-constants';
import type { Db } from '../src/db/database.ts';
import { toIso } from '../src/db/database.ts';
import type { TestApp } from './app.ts';
import { buildContact, buildCustomer, buildOwnedUnit } from './factories.ts';
import { signIn } from './sessions.ts';

export async function groupIdOf(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('product_groups').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/**
 * The nth (0-based) open seeded class of a series in a region's online classroom that is far enough
 * ahead to be booked, moved and cancelled: one starting within the cancellation cutoff (tomorrow's
 * class, on some days the suite runs) refuses a cancel or a move.
 */
export async function findSlotFor(db: Db, groupId: number, region: 'us' | 'eu', nth = 0) {
  const rows = await db
    .selectFrom('training_slots as s')
    .innerJoin('training_locations as l', 'l.id', 's.location_id')
    .select(['s.id', 's.starts_at', 's.location_id'])
    .where('s.group_id', '=', groupId)
    .where('l.region', '=', region)
    .where('s.cancelled_at', 'is', null)
    .where('s.starts_at', '>', new Date(Date.now() + (DEFAULT_CANCEL_CUTOFF_HOURS + 1) * 3_600_000).toISOString())
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  const row = rows[nth];
  if (!row) throw new Error(`no seeded class #${nth} for group ${groupId} in ${region}`);
  return row;
}

export async function setUnlocked(db: Db, email: string) {
  await db.updateTable('customer_users').set({ unlocked_trainings: 1 }).where('email', '=', email).execute();
}

/** A PUT body that keeps a class as it is (tests change one field of it). */
export async function slotBodyOf(db: Db, slotId: number): Promise<SlotUpdateBody> {
  const s = await db.selectFrom('training_slots').selectAll().where('id', '=', slotId).executeTakeFirstOrThrow();
  const { date, time } = utcToEastern(toIso(s.starts_at));
  return {
    location_id: s.location_id,
    template_id: s.template_id,
    group_id: s.group_id,
    machine_type_id: s.machine_type_id,
    date,
    time,
    duration_minutes: s.duration_minutes,
    type_name: s.type_name as SlotUpdateBody['type_name'],
    training_topic: s.training_topic,
    lang_code: s.lang_code as SlotUpdateBody['lang_code'],
    capacity: s.capacity,
    class_link: s.class_link,
    class_note: s.class_note,
  };
}

/** `count` companies that each own a Chroma licence, each with a contact signed in (the demo password). */
export async function chromaOwners(t: TestApp, count: number) {
  const chroma = await t.db
    .selectFrom('products')
    .select('id')
    .where('name', '=', 'chroma inspire')
    .executeTakeFirstOrThrow();
  const { password_hash } = await t.db
    .selectFrom('customer_users')
    .select('password_hash')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const owners: { contactId: number; token: string; headers: Record<string, string> }[] = [];
  for (let i = 0; i < count; i++) {
    const company = await buildCustomer(t.db);
    const contact = await buildContact(t.db, { customer_id: company.id });
    await t.db.updateTable('customer_users').set({ password_hash }).where('id', '=', contact.id).execute();
    await buildOwnedUnit(t.db, company.id, chroma.id);
    owners.push({ contactId: contact.id, ...(await signIn(t.app, contact.email)) });
  }
  return owners;
}
