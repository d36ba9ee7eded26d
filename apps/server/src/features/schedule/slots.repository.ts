import {
  typeNameOfTemplate,
  type AdminSlot,
  type OpenSlot,
  type ScheduleOptions,
  type TrainingLocation,
  type TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import { prepareOn } from '../../db/prepared.ts';
import { seatsLeft } from './seats.rules.ts';

export function listLocations(db: Db, region: TrainingRegion): Promise<TrainingLocation[]> {
  return db
    .selectFrom('training_locations')
    .select(['id', 'slug', 'name', 'region', 'kind', 'address', 'time_zone'])
    .where('region', '=', region)
    .orderBy('kind')
    .orderBy('name')
    .execute();
}

export function findLocation(db: Db, region: TrainingRegion, id: number) {
  return db
    .selectFrom('training_locations')
    .select(['id', 'slug', 'name', 'region', 'kind', 'address', 'time_zone'])
    .where('region', '=', region)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What every reply shows of a class (slotFacts), from a query joining the slot `s` and its location `l`. */
export const SLOT_FACT_COLUMNS = [
  's.starts_at',
  's.duration_minutes',
  's.type_name',
  's.training_topic',
  's.lang_code',
  's.class_link',
  's.class_note',
  's.video_record_url',
  's.video_record_url_complete',
  'l.name as location_name',
  'l.kind as location_kind',
] as const;

/** A class with its location, series and seat counts: what staff and owners see of it. */
function selectSlots(db: Db) {
  return db
    .selectFrom('training_slots as s')
    .innerJoin('training_locations as l', 'l.id', 's.location_id')
    .leftJoin('product_groups as g', 'g.id', 's.group_id')
    .select((eb) => [
      's.id',
      's.location_id',
      's.template_id',
      's.group_id',
      'g.name as group_name',
      's.machine_type_id',
      ...SLOT_FACT_COLUMNS,
      's.capacity',
      's.seats_taken',
      's.sequence',
      's.cancelled_at',
      'l.region',
      eb
        .selectFrom('training_appointments as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.slot_id', '=', 's.id')
        .where('a.status', '=', 'waitlisted')
        .as('waitlist_count'),
      eb
        .selectFrom('training_appointments as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.slot_id', '=', 's.id')
        .where('a.status', '=', 'pending')
        .as('pending_count'),
    ]);
}
type SlotRow = Awaited<ReturnType<ReturnType<typeof selectSlots>['executeTakeFirstOrThrow']>>;

/** A class's facts as every reply shows them, from any query that selects the slot and its location. */
export function slotFacts(row: Pick<SlotRow, SlotFactColumns>) {
  return {
    time: toIso(row.starts_at),
    duration_minutes: row.duration_minutes,
    type_name: row.type_name,
    training_topic: row.training_topic,
    lang_code: row.lang_code,
    class_link: row.class_link,
    class_note: row.class_note,
    video_record_url: row.video_record_url,
    video_record_url_complete: row.video_record_url_complete,
    location: { name: row.location_name, kind: row.location_kind },
  };
}
/** The names SLOT_FACT_COLUMNS gives its columns in a row (`l.name as location_name` -> `location_name`). */
type ColumnName<C> = C extends `${string} as ${infer Alias}`
  ? Alias
  : C extends `${string}.${infer Name}`
    ? Name
    : never;
type SlotFactColumns = ColumnName<(typeof SLOT_FACT_COLUMNS)[number]>;

export function toAdminSlot(row: SlotRow): AdminSlot {
  return {
    id: row.id,
    ...slotFacts(row),
    location_id: row.location_id,
    template_id: row.template_id,
    group_id: row.group_id,
    group_name: row.group_name,
    machine_type_id: row.machine_type_id,
    capacity: row.capacity,
    seats_taken: row.seats_taken,
    waitlist_count: Number(row.waitlist_count ?? 0),
    pending_count: Number(row.pending_count ?? 0),
    cancelled: row.cancelled_at ? 1 : 0,
  };
}

/**
 * What a booking reads of its class: whether it is open, its series, and the facts its reply shows
 * (no seat counts: the seat is taken by a conditional update, not by reading them). Compiled once.
 */
const bookableSlot = prepareOn(
  (db, id: number) =>
    db
      .selectFrom('training_slots as s')
      .innerJoin('training_locations as l', 'l.id', 's.location_id')
      .select(['s.id', 's.group_id', 's.cancelled_at', ...SLOT_FACT_COLUMNS, 'l.region'])
      .where('s.id', '=', id),
  [-101],
);

export async function findBookableSlot(db: Db, id: number) {
  return (await bookableSlot(db, id)).rows[0];
}

export interface SlotRecord extends AdminSlot {
  starts_at: string;
  sequence: number;
  region: TrainingRegion;
}

export async function findSlot(db: Db, id: number): Promise<SlotRecord | undefined> {
  const row = await selectSlots(db).where('s.id', '=', id).executeTakeFirst();
  return row
    ? { ...toAdminSlot(row), starts_at: toIso(row.starts_at), sequence: row.sequence, region: row.region }
    : undefined;
}

/** A region's classes, optionally of one location, starting within [from, to) (UTC instants). */
export async function listSlots(
  db: Db,
  region: TrainingRegion,
  filter: { locationSlug?: string; from?: string; to?: string },
): Promise<AdminSlot[]> {
  let q = selectSlots(db).where('l.region', '=', region);
  if (filter.locationSlug) q = q.where('l.slug', '=', filter.locationSlug);
  if (filter.from) q = q.where('s.starts_at', '>=', filter.from);
  if (filter.to) q = q.where('s.starts_at', '<', filter.to);
  const rows = await q.orderBy('s.starts_at').orderBy('s.id').execute();
  return rows.map(toAdminSlot);
}

/** Classes an owner of the region may book from now on: not cancelled, in their series and language. */
export async function listOpenSlots(
  db: Db,
  region: TrainingRegion,
  filter: { groupId?: number; langCode?: string; typeName?: string },
): Promise<OpenSlot[]> {
  let q = selectSlots(db)
    .where('l.region', '=', region)
    .where('s.cancelled_at', 'is', null)
    .where('s.starts_at', '>', nowIso());
  if (filter.groupId)
    q = q.where((eb) => eb.or([eb('s.group_id', '=', filter.groupId!), eb('s.group_id', 'is', null)]));
  if (filter.langCode) q = q.where('s.lang_code', '=', filter.langCode);
  if (filter.typeName) q = q.where('s.type_name', '=', filter.typeName);
  const rows = await q.orderBy('s.starts_at').orderBy('s.id').limit(limitOf(500)).execute();
  return rows.map((row) => {
    const { video_record_url: _u, video_record_url_complete: _c, ...slot } = toAdminSlot(row);
    return {
      id: slot.id,
      time: slot.time,
      duration_minutes: slot.duration_minutes,
      type_name: slot.type_name,
      training_topic: slot.training_topic,
      lang_code: slot.lang_code,
      class_link: slot.class_link,
      class_note: slot.class_note,
      location: slot.location,
      group_id: slot.group_id,
      seats_left: seatsLeft(slot.capacity, slot.seats_taken),
      waitlist_count: slot.waitlist_count,
    };
  });
}

/** The series with live training and every class template, by name: the class form's choices. */
export async function scheduleOptionsOf(db: Db): Promise<ScheduleOptions> {
  const groups = await db
    .selectFrom('product_groups')
    .select(['id', 'name'])
    .where('has_training', '=', 1)
    .orderBy('name')
    .execute();
  const templates = await db.selectFrom('training_templates').selectAll().orderBy('name').orderBy('id').execute();
  return {
    groups,
    templates: templates.map((t) => ({
      id: t.id,
      name: t.name,
      topic: t.topic,
      type_name: typeNameOfTemplate(t.type),
      duration_minutes: t.duration_minutes,
      capacity: t.capacity,
      lang_code: t.lang_code,
      class_link: t.class_link,
      class_note: t.note,
    })),
  };
}
