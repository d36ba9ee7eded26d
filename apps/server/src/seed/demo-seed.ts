import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { PasswordHasher } from '../plugins/passwords.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from './demo-accounts.ts';
import { seedDemoCatalog } from './demo-catalog.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoSchedule } from './demo-schedule.ts';
import { seedDemoReferrals } from './demo-referrals.ts';
import { COMPANY_SUFFIXES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, seededRandom } from './random.ts';

const SALES_REPS = [
  { name: 'Maria Lopez', email: 'maria.lopez@reps.demo.test', phone: '4075550101' },
  { name: 'James Carter', email: 'james.carter@reps.demo.test', phone: '4075550102' },
  { name: 'Katrin Vogel', email: 'katrin.vogel@reps.demo.test', phone: '+494075550103' },
];

/** The named demo companies; each demo sign-in belongs to one. */
const DEMO_COMPANIES = [
  {
    company_name: 'Stitch & Thread Co.',
    subsidiary_id: 1,
    rep: 0,
    owner: { first_name: 'Olivia', last_name: 'Owner', email: 'owner@demo.test', phone: '4075550111' },
  },
  {
    company_name: 'Print Works LLC',
    subsidiary_id: 1,
    rep: 1,
    owner: { first_name: 'Oscar', last_name: 'Other', email: 'other.owner@demo.test', phone: '3215550122' },
  },
  {
    company_name: 'Stickerei Müller GmbH',
    subsidiary_id: 3,
    rep: 2,
    owner: { first_name: 'Elena', last_name: 'Europa', email: 'eu.owner@demo.test', phone: '+493055501330' },
  },
];

const EXTRA_COMPANIES = 8;

/** Deterministic demo data: the sign-ins of README.md, sales reps and a handful of companies of both regions. */
export async function seedDemoData(db: Db, hasher: PasswordHasher): Promise<void> {
  const random = seededRandom(2026);
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff_users')
      .values(
        DEMO_STAFF.map((s) => ({ ...s, lang_code: 'en', password_hash: passwordHash, token_version: 0, ...stamps })),
      )
      .execute();

    const reps = await trx
      .insertInto('sales_reps')
      .values(SALES_REPS.map((r) => ({ ...r, ...stamps })))
      .returning('id')
      .execute();

    const companyIds: number[] = [];
    for (const company of DEMO_COMPANIES) {
      const { id } = await trx
        .insertInto('customers')
        .values({
          company_name: company.company_name,
          subsidiary_id: company.subsidiary_id,
          sales_rep_id: reps[company.rep]!.id,
          referral_payout_tag_id: null,
          ...stamps,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.push(id);
      await trx
        .insertInto('customer_users')
        .values({
          ...company.owner,
          customer_id: id,
          internal_id: String(100000 + id),
          invite_sent_at: now,
          unlocked_trainings: 0,
          lang_code: 'en',
          password_hash: passwordHash,
          token_version: 0,
          ...stamps,
        })
        .execute();
    }
    // A second contact at the demo owner's company, without a password yet (invited only).
    const ownerCompany = await trx
      .selectFrom('customers')
      .select('id')
      .where('company_name', '=', DEMO_COMPANIES[0]!.company_name)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('customer_users')
      .values({
        customer_id: ownerCompany.id,
        first_name: 'Pat',
        last_name: 'Partner',
        email: 'pat.partner@stitchandthread.demo.test',
        phone: '4075550112',
        internal_id: null,
        invite_sent_at: now,
        unlocked_trainings: 0,
        lang_code: 'en',
        password_hash: null,
        token_version: 0,
        ...stamps,
      })
      .execute();

    for (let i = 0; i < EXTRA_COMPANIES; i++) {
      const europe = i % 3 === 2;
      const name = `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_SUFFIXES)}`;
      const { id } = await trx
        .insertInto('customers')
        .values({
          company_name: name,
          subsidiary_id: europe ? 3 : random.int(1, 2),
          sales_rep_id: reps[europe ? 2 : random.int(0, 1)]!.id,
          referral_payout_tag_id: null,
          ...stamps,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      await trx
        .insertInto('customer_users')
        .values({
          customer_id: id,
          first_name: first,
          last_name: last,
          email: `${first}.${last}.${i}@customers.demo.test`.toLowerCase(),
          phone: String(random.int(2000000000, 9999999999)),
          internal_id: String(200000 + i),
          invite_sent_at: null,
          unlocked_trainings: 0,
          lang_code: europe ? 'es' : 'en',
          password_hash: null,
          token_version: 0,
          ...stamps,
        })
        .execute();
    }
    const catalog = await seedDemoCatalog(trx);
    await seedDemoContent(trx, catalog);
    await seedDemoOrders(
      trx,
      { owner: companyIds[0]!, other: companyIds[1]!, europe: companyIds[2]! },
      catalog.products,
    );
    await seedDemoSchedule(trx, companyIds[0]!);
    await seedDemoReferrals(trx, passwordHash, { owner: companyIds[0]!, other: companyIds[1]! });
  });
  await seedDemoNotifications(db);
}
