import type {
  Appointment,
  Attendee,
  ContactAppointment,
  TrainingMachine,
} from '@owner-portal/contract/schedule/schedule';
import type { UnitClass } from '@owner-portal/contract/orders/admin-orders';
import type { Db } from '../../db/database.ts';
import { sql } from 'kysely';
import { toIso } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import { prepareOn } from '../../db/prepared.ts';
import { ownedItems } from '../products/products.feature.ts';
import { needsPreTraining } from './booking.rules.ts';
import { SLOT_FACT_COLUMNS, slotFacts } from './slots.repository.ts';

function selectAppointments(db: Pick<Db, 'selectFrom'>) {
  return db
    .selectFrom('training_appointments as a')
    .innerJoin('training_slots as s', 's.id', 'a.slot_id')
    .innerJoin('training_locations as l', 'l.id', 's.location_id')
    .innerJoin('product_groups as g', 'g.id', 'a.group_id')
    .leftJoin('products as p', 'p.id', 'a.product_id')
    .select([
      'a.id',
      'a.status',
      'a.phone',
      'a.created_at',
      'a.customer_id',
      'a.customer_user_id',
      'a.sequence as appointment_sequence',
      'a.group_id',
      'g.name as group_name',
      'a.product_id',
      'p.display_name as product_name',
      'a.serial_number',
      's.id as slot_id',
      ...SLOT_FACT_COLUMNS,
      's.sequence as slot_sequence',
      'l.region',
      'l.address as location_address',
    ]);
}
type AppointmentRow = Awaited<ReturnType<ReturnType<typeof selectAppointments>['executeTakeFirstOrThrow']>>;

export function toAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    cancelled: row.status === 'cancelled' ? 1 : 0,
    status: row.status,
    phone: row.phone,
    created_at: toIso(row.created_at),
    product_group: { id: row.group_id, name: row.group_name },
    product:
      row.product_id && row.product_name
        ? { id: row.product_id, display_name: row.product_name, serial_number: row.serial_number }
        : null,
    time_slot: { id: row.slot_id, ...slotFacts(row) },
  };
}

export async function findAppointment(db: Pick<Db, 'selectFrom'>, id: number) {
  return selectAppointments(db).where('a.id', '=', id).executeTakeFirst();
}

/** A company's appointments, newest class first; `withCancelled` for the all-appointments list. */
export async function listCompanyAppointments(
  db: Db,
  customerId: number,
  withCancelled: boolean,
): Promise<Appointment[]> {
  let q = selectAppointments(db).where('a.customer_id', '=', customerId);
  if (!withCancelled) q = q.where('a.status', '!=', 'cancelled');
  const rows = await q.orderBy('s.starts_at', 'desc').orderBy('a.id', 'desc').execute();
  return rows.map(toAppointment);
}

/** What one contact booked, in every status (attended and no-show too), newest class first: staff read it on the contact. */
export async function listContactAppointments(db: Db, customerUserId: number): Promise<ContactAppointment[]> {
  const rows = await selectAppointments(db)
    .where('a.customer_user_id', '=', customerUserId)
    .orderBy('s.starts_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...toAppointment(row), region: row.region }));
}

/**
 * The classes a company booked for one unit, in every status, newest first: those naming its serial
 * number or its product, and those of its product's series.
 */
export async function listUnitClasses(
  db: Db,
  customerId: number,
  unit: { serial_number: string | null; product_id: number | null; group_id: number | null },
): Promise<UnitClass[]> {
  const rows = await db
    .selectFrom('training_appointments as a')
    .innerJoin('training_slots as s', 's.id', 'a.slot_id')
    .innerJoin('training_locations as l', 'l.id', 's.location_id')
    .innerJoin('customer_users as cu', 'cu.id', 'a.customer_user_id')
    .select([
      'a.id',
      'a.status',
      's.starts_at',
      's.type_name',
      's.training_topic',
      'l.name as location',
      'cu.id as contact_id',
      'cu.first_name',
      'cu.last_name',
    ])
    .where('a.customer_id', '=', customerId)
    .where((eb) =>
      eb.or([
        ...(unit.serial_number === null ? [] : [eb('a.serial_number', '=', unit.serial_number)]),
        ...(unit.product_id === null ? [] : [eb('a.product_id', '=', unit.product_id)]),
        ...(unit.group_id === null ? [] : [eb('a.group_id', '=', unit.group_id)]),
      ]),
    )
    .orderBy('s.starts_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limitOf(100))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    starts_at: toIso(r.starts_at),
    type_name: r.type_name,
    training_topic: r.training_topic,
    location: r.location,
    contact: { id: r.contact_id, first_name: r.first_name, last_name: r.last_name },
  }));
}

/** The people booked, pending or waiting for a class, in booking order. */
export async function listAttendees(db: Db, slotId: number): Promise<Attendee[]> {
  const rows = await db
    .selectFrom('training_appointments as a')
    .innerJoin('customer_users as cu', 'cu.id', 'a.customer_user_id')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .leftJoin('products as p', 'p.id', 'a.product_id')
    .select([
      'a.id',
      'a.status',
      'a.phone',
      'a.created_at',
      'cu.id as contact_id',
      'cu.first_name',
      'cu.last_name',
      'cu.email',
      'c.company_name',
      'p.display_name as machine',
      'a.serial_number',
    ])
    .where('a.slot_id', '=', slotId)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    phone: r.phone,
    created_at: toIso(r.created_at),
    contact: { id: r.contact_id, first_name: r.first_name, last_name: r.last_name, email: r.email },
    company_name: r.company_name,
    machine: r.machine,
    serial_number: r.serial_number,
  }));
}

/** The company's machines whose series has live training, one row per unit (owned as decision 080 says). */
function trainingUnits(db: Db, customerId: number) {
  return ownedItems(db, customerId, { awaitingSerial: true })
    .innerJoin('products as p', 'p.id', 'fi.product_id')
    .innerJoin('product_groups as g', 'g.id', 'p.group_id')
    .where('g.has_training', '=', sql.lit(1));
}

/** The schedule form's machines; `needs_pre_training` when the series requires pre-training the contact has not unlocked. */
export async function listTrainingMachines(
  db: Db,
  customerId: number,
  preTrainingDone: boolean,
): Promise<TrainingMachine[]> {
  const rows = await trainingUnits(db, customerId)
    .select([
      'p.id as product_id',
      'p.display_name',
      'fi.serial_number',
      'g.id as group_id',
      'g.name as group_name',
      'g.requires_rep_approval',
      'g.required',
    ])
    .orderBy('p.display_name')
    .orderBy('fi.id')
    .execute();
  return rows.map(({ required, ...r }) => ({
    ...r,
    needs_pre_training: needsPreTraining(required, preTrainingDone) ? 1 : 0,
  }));
}

const ownedUnit = (db: Db, customerId: number, groupId: number) =>
  trainingUnits(db, customerId)
    .select(['p.id as product_id', 'p.display_name', 'fi.serial_number'])
    .where('p.group_id', '=', groupId)
    .orderBy('fi.id')
    .limit(limitOf(1));
/** Booking's hot queries, compiled once: building them cost more than running them (docs/performance.md). */
const unitQueries = {
  any: prepareOn((db, customerId: number, groupId: number) => ownedUnit(db, customerId, groupId), [-101, -102]),
  of: prepareOn(
    (db, customerId: number, groupId: number, productId: number) =>
      ownedUnit(db, customerId, groupId).where('p.id', '=', productId),
    [-101, -102, -103],
  ),
};

/** Whether the company owns a unit of this series to train on (and which, when asked). */
export async function findOwnedUnit(db: Db, customerId: number, groupId: number, productId?: number) {
  const result = productId
    ? await unitQueries.of(db, customerId, groupId, productId)
    : await unitQueries.any(db, customerId, groupId);
  return result.rows[0];
}

/** A series: whether it requires pre-training and waits for the rep's approval. Compiled once. */
const seriesQuery = prepareOn(
  (db, groupId: number) =>
    db
      .selectFrom('product_groups')
      .select(['id', 'name', 'required', 'requires_rep_approval'])
      .where('id', '=', groupId),
  [-101],
);

export async function findSeries(db: Db, groupId: number) {
  return (await seriesQuery(db, groupId)).rows[0];
}
