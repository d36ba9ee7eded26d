// Live training's bench figures: the owner's open-slots list and POST /api/training/book, each
// booking by a different company into one of many classes, then a check that no class is oversold.
import type autocannon from 'autocannon';
import type { Db } from '../src/db/database.ts';
import { insertShippedUnits } from './seed-bulk.ts';
import { loadCustomerClaims } from '../src/features/auth/auth.feature.ts';
import { TOKEN_TTL_SECONDS, createTokenService } from '../src/plugins/tokens.ts';
import { companyRow, contactRow } from '../test/rows.ts';

/** Companies that each own one shipped Chroma licence: one booking each per series, so one per request. */
export const TRAINEES = 40_000;
/** Future classes of the series, in the US online classroom; together they seat every trainee. */
const SLOTS = 200;
const CAPACITY = TRAINEES / SLOTS;
const BATCH = 500;
const SERIES = 'Digitizing Software';
const PRODUCT = 'chroma inspire';
const trainee = (n: number) => `trainee.${n}@bench.test`;

async function seriesOf(db: Db) {
  const group = await db.selectFrom('product_groups').select('id').where('name', '=', SERIES).executeTakeFirstOrThrow();
  const product = await db.selectFrom('products').select('id').where('name', '=', PRODUCT).executeTakeFirstOrThrow();
  return { groupId: group.id, productId: product.id };
}

/** Seeds the trainees and the classes once (a kept BENCH_DB that has them is left as it is). */
export async function seedTrainingBench(db: Db): Promise<void> {
  const seeded = await db.selectFrom('customer_users').select('id').where('email', '=', trainee(0)).executeTakeFirst();
  if (seeded) return;
  const { groupId, productId } = await seriesOf(db);
  const location = await db
    .selectFrom('training_locations')
    .select('id')
    .where('region', '=', 'us')
    .where('kind', '=', 'online')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < TRAINEES; start += BATCH) {
      const size = Math.min(BATCH, TRAINEES - start);
      const range = Array.from({ length: size }, (_, i) => start + i);
      const companies = await trx
        .insertInto('customers')
        .values(range.map((n) => companyRow(`Bench Trainee ${n}`, 1, now)))
        .returning('id')
        .execute();
      await trx
        .insertInto('customer_users')
        .values(
          range.map((n, i) =>
            contactRow(
              {
                customer_id: companies[i]!.id,
                first_name: 'Bench',
                last_name: `Trainee ${n}`,
                email: trainee(n),
                phone: '4075550100',
                internal_id: String(800000 + n),
                unlocked_trainings: 1,
              },
              now,
            ),
          ),
        )
        .execute();
      await insertShippedUnits(
        trx,
        range.map((n, i) => ({ customerId: companies[i]!.id, n })),
        { productId, tag: 'T', itemName: 'Chroma Inspire', tier: null, now },
      );
    }
    // Hourly classes from two days ahead, past any cancellation cutoff.
    const first = Date.now() + 2 * 86_400_000;
    await trx
      .insertInto('training_slots')
      .values(
        Array.from({ length: SLOTS }, (_, i) => ({
          location_id: location.id,
          template_id: null,
          group_id: groupId,
          machine_type_id: null,
          starts_at: new Date(first + i * 3_600_000).toISOString(),
          duration_minutes: 60,
          type_name: 'Online',
          training_topic: `Bench class ${i}`,
          lang_code: 'en',
          capacity: CAPACITY,
          seats_taken: 0,
          class_link: null,
          class_note: null,
          video_record_url: null,
          video_record_url_complete: 0,
          sequence: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
}

/**
 * Bearer tokens for every trainee, minted with the server's secret as the sign-in would (argon2 for
 * 40,000 sign-ins would take longer than the bench), and the ids a booking needs.
 */
export async function trainingFixture(db: Db, jwtSecret: string) {
  const tokens = createTokenService(jwtSecret);
  const contacts = await db
    .selectFrom('customer_users')
    .select('id')
    .where('email', 'like', 'trainee.%@bench.test')
    .orderBy('id')
    .execute();
  const bearers: string[] = [];
  for (const contact of contacts) {
    const claims = await loadCustomerClaims(db, contact.id);
    bearers.push(`Bearer ${tokens.sign(claims!, TOKEN_TTL_SECONDS.session)}`);
  }
  const { groupId } = await seriesOf(db);
  const slots = await db
    .selectFrom('training_slots')
    .select('id')
    .where('training_topic', 'like', 'Bench class %')
    .orderBy('id')
    .execute();
  return { bearers, groupId, slotIds: slots.map((s) => s.id) };
}

/** What a scenario runs before each of its runs (warm-up and measured) and after its measured run. */
export interface ScenarioHooks {
  before?: () => Promise<void>;
  after?: () => Promise<void>;
}

/**
 * The two scenarios. Bookings take the next trainee in turn (one booking per company and series), into
 * the next class in turn, so 50 connections keep booking many classes at once. Before each run the
 * bench's bookings are cancelled and the seats freed, so every run starts with TRAINEES companies free
 * to book (more bookings in one run would be 409s, counted as errors); after the measured run the
 * seats are checked and the bookings' mail jobs are left to finish, so they do not slow the next scenario.
 */
export function trainingScenarios(
  url: (path: string) => string,
  db: Db,
  fixture: Awaited<ReturnType<typeof trainingFixture>>,
): [string, autocannon.Options, ScenarioHooks?][] {
  const { bearers, groupId, slotIds } = fixture;
  let next = 0;
  return [
    [
      'live training: GET /api/training/slots (open classes)',
      { url: url(`/api/training/slots?group_id=${groupId}`), headers: { authorization: bearers[0]! } },
    ],
    [
      'live training: POST /api/training/book',
      {
        url: url('/api/training/book'),
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const n = next++;
              return {
                ...req,
                headers: { 'content-type': 'application/json', authorization: bearers[n % bearers.length]! },
                body: JSON.stringify({ slot_id: slotIds[n % slotIds.length], group_id: groupId, phone: '4075550100' }),
              };
            },
          },
        ],
      },
      {
        before: async () => {
          next = 0;
          await freeSeats(db, slotIds);
        },
        after: async () => {
          const seats = await seatCheck(db, slotIds);
          const drained = await waitForMail(db);
          console.log(
            `bookings: ${seats.bookings} in ${seats.classes} classes; oversold classes: ${seats.oversold}; ` +
              `seat counter off: ${seats.mismatched}; mail jobs done ${drained}`,
          );
        },
      },
    ],
  ];
}

async function freeSeats(db: Db, slotIds: number[]) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('training_appointments')
      .set({ status: 'cancelled', cancelled_at: new Date().toISOString() })
      .where('slot_id', 'in', slotIds)
      .where('status', 'in', ['pending', 'booked', 'waitlisted'])
      .execute();
    await trx.updateTable('training_slots').set({ seats_taken: 0 }).where('id', 'in', slotIds).execute();
  });
}

/** Waits (up to two minutes) until no schedule mail is waiting to run; says how long it took. */
async function waitForMail(db: Db): Promise<string> {
  const start = Date.now();
  while (Date.now() - start < 120_000) {
    const waiting = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', 'schedule.mail')
      .where('state', 'in', ['created', 'retry', 'active'])
      .where('start_after', '<=', new Date().toISOString()) // not the reminders, due a day before each class
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) === 0) return `in ${((Date.now() - start) / 1000).toFixed(1)} s`;
    await new Promise((r) => setTimeout(r, 500));
  }
  return 'not within 120 s';
}

/** After the run: every class's booked and pending appointments against its seat counter and capacity. */
async function seatCheck(db: Db, slotIds: number[]) {
  const rows = await db
    .selectFrom('training_slots as s')
    .leftJoin('training_appointments as a', (join) =>
      join.onRef('a.slot_id', '=', 's.id').on('a.status', 'in', ['booked', 'pending']),
    )
    .select((eb) => ['s.id', 's.capacity', 's.seats_taken', eb.fn.count<number>('a.id').as('held')])
    .where('s.id', 'in', slotIds)
    .groupBy(['s.id', 's.capacity', 's.seats_taken'])
    .execute();
  const bookings = rows.reduce((sum, r) => sum + Number(r.held), 0);
  const oversold = rows.filter((r) => Number(r.held) > r.capacity || r.seats_taken > r.capacity).length;
  const mismatched = rows.filter((r) => Number(r.held) !== r.seats_taken).length;
  return { classes: rows.length, bookings, oversold, mismatched };
}
