import { easternToUtcIso, utcToEastern } from '@owner-portal/contract/eastern-time';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';

const LOCATIONS = [
  { slug: 'online', name: 'Online classroom', region: 'us', kind: 'online', address: null, time_zone: 'America/New_York' },
  {
    slug: 'orlando',
    name: 'Orlando showroom',
    region: 'us',
    kind: 'showroom',
    address: '1200 Lake Ave, Orlando, FL 32801',
    time_zone: 'America/New_York',
  },
  {
    slug: 'online',
    name: 'Online classroom (Europe)',
    region: 'eu',
    kind: 'online',
    address: null,
    time_zone: 'Europe/Berlin',
  },
  {
    slug: 'hamburg',
    name: 'Hamburg showroom',
    region: 'eu',
    kind: 'showroom',
    address: 'Stickweg 4, 20095 Hamburg',
    time_zone: 'Europe/Berlin',
  },
] as const;

/** Weekly classes per series: weekday (0 Sunday), Eastern time, topic, language. */
const CLASSES = [
  { group: 'Embroidery Machines', weekday: 2, time: '10:00', topic: 'Persona PRO first stitch-out', lang: 'en', type: 'Online' },
  { group: 'Embroidery Machines', weekday: 4, time: '14:00', topic: 'Persona PRO: primera puntada', lang: 'es', type: 'Online' },
  { group: 'Ri 1000/2000 DTG Printers', weekday: 3, time: '13:00', topic: 'Ri DTG printer setup and first print', lang: 'en', type: 'Online' },
  { group: 'Vision DTG Printers', weekday: 3, time: '15:00', topic: 'Vision DTG printer first print', lang: 'en', type: 'Online' },
  { group: 'Digitizing Software', weekday: 5, time: '11:00', topic: 'Chroma digitizing basics', lang: 'en', type: 'Online' },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/**
 * Training locations of both regions, five weeks of classes from tomorrow (so four of each series
 * lie beyond the cancellation cutoff whatever the hour), and a past class the demo owner attended,
 * with its recording.
 */
export async function seedDemoSchedule(db: Db, ownerCompanyId: number): Promise<void> {
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };
  const locations = await db
    .insertInto('training_locations')
    .values(LOCATIONS.map((l) => ({ ...l, ...stamps })))
    .returning(['id', 'region', 'kind'])
    .execute();
  const online = (region: 'us' | 'eu') => locations.find((l) => l.region === region && l.kind === 'online')!.id;
  const groups = await db.selectFrom('product_groups').select(['id', 'name']).execute();
  const groupId = (name: string) => groups.find((g) => g.name === name)?.id ?? null;

  const today = utcToEastern(new Date()).date;
  const slots = [];
  for (let day = 1; day <= 35; day++) {
    const date = addDays(today, day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    for (const c of CLASSES.filter((x) => x.weekday === weekday)) {
      for (const region of ['us', 'eu'] as const) {
        slots.push({
          location_id: online(region),
          template_id: null,
          group_id: groupId(c.group),
          machine_type_id: null,
          starts_at: easternToUtcIso(date, region === 'eu' ? '08:00' : c.time),
          duration_minutes: 90,
          type_name: c.type,
          training_topic: c.topic,
          lang_code: c.lang,
          capacity: 8,
          seats_taken: 0,
          class_link: `https://meet.example.com/${region}-${date}-${c.weekday}`,
          class_note: region === 'us' ? 'Have your machine unboxed and powered off until the trainer asks.' : null,
          video_record_url: null,
          video_record_url_complete: 0,
          sequence: 0,
          cancelled_at: null,
          ...stamps,
        });
      }
    }
  }
  await db.insertInto('training_slots').values(slots).execute();

  const software = groupId('Digitizing Software');
  if (!software) return;
  const past = await db
    .insertInto('training_slots')
    .values({
      ...slots[0]!,
      group_id: software,
      starts_at: easternToUtcIso(addDays(today, -10), '11:00'),
      training_topic: 'Chroma digitizing basics',
      lang_code: 'en',
      seats_taken: 1,
      video_record_url: 'https://videos.example.com/recordings/chroma-basics',
      video_record_url_complete: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = await db
    .selectFrom('customer_users')
    .select(['id', 'phone'])
    .where('customer_id', '=', ownerCompanyId)
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const chroma = await db.selectFrom('products').select('id').where('name', '=', 'chroma inspire').executeTakeFirst();
  await db
    .insertInto('training_appointments')
    .values({
      slot_id: past.id,
      customer_id: ownerCompanyId,
      customer_user_id: owner.id,
      group_id: software,
      product_id: chroma?.id ?? null,
      serial_number: 'CHI-7731-2210',
      phone: owner.phone ?? '4075550111',
      status: 'attended',
      sequence: 0,
      cancelled_at: null,
      ...stamps,
    })
    .execute();
}
