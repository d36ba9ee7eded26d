import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { easternToUtcIso, utcToEastern } from '@owner-portal/contract/eastern-time';
import { TRAINING_MESSAGES } from '@owner-portal/contract/schedule/schedule';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { findSlotFor, groupIdOf } from '../../../test/schedule-fixtures.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
let owner: Record<string, string>;
let software: number;
let onlineUs: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  software = await groupIdOf(t.db, 'Digitizing Software');
  const locations = (await call('GET', '/us/locations')).json().data as { id: number; kind: string }[];
  onlineUs = locations.find((l) => l.kind === 'online')!.id;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, headers = admin) {
  return t.app.inject({ method, url: `/api/admin/training-schedule${path}`, headers, ...(payload ? { payload } : {}) });
}

const day = (offsetDays: number) => utcToEastern(new Date(Date.now() + offsetDays * 86_400_000)).date;

describe('POST /api/admin/training-schedule/{region}/slots', () => {
  it('creates a weekly series from a template, each class at the same Eastern time', async () => {
    const { templates } = (await call('GET', '/us/options')).json();
    const template = templates[0];
    const res = await call('POST', '/us/slots', {
      location_id: onlineUs,
      template_id: template.id,
      group_id: software,
      date: day(30),
      time: '09:30',
      duration_minutes: template.duration_minutes,
      type_name: template.type_name,
      training_topic: template.topic,
      lang_code: template.lang_code,
      capacity: template.capacity,
      class_link: 'https://meet.example.com/series',
      repeat: { weekdays: [1, 3], until: day(44) },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data as { time: string; template_id: number; seats_taken: number }[];
    expect(created.length).toBeGreaterThanOrEqual(4);
    expect(created.every((s) => utcToEastern(s.time).time === '09:30' && s.template_id === template.id)).toBe(true);
    expect(created.every((s) => [1, 3].includes(new Date(`${utcToEastern(s.time).date}T12:00:00Z`).getUTCDay()))).toBe(
      true,
    );
  });

  it('refuses a class in the past, a location of the other region and an https-less link', async () => {
    const base = {
      location_id: onlineUs,
      date: day(-1),
      time: '10:00',
      duration_minutes: 60,
      type_name: 'Online',
      training_topic: 'Past',
      lang_code: 'en',
      capacity: 4,
    };
    expect((await call('POST', '/us/slots', base)).json().errors.date).toEqual([TRAINING_MESSAGES.slotInPast]);
    expect((await call('POST', '/eu/slots', { ...base, date: day(3) })).json().errors.location_id).toEqual([
      'Choose a location of this schedule.',
    ]);
    expect(
      (await call('POST', '/us/slots', { ...base, date: day(3), class_link: 'http://x.example' })).statusCode,
    ).toBe(422);
  });
});

/** The European schedule's Hamburg showroom, whose clock is Europe/Berlin. */
const hamburgId = async () =>
  ((await call('GET', '/eu/locations')).json().data as { id: number; slug: string }[]).find(
    (l) => l.slug === 'hamburg',
  )!.id;

describe("a class entered in its location's own clock", () => {
  const hamburgClock = (iso: string) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(iso));
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    return `${part('weekday')} ${part('hour')}:${part('minute')}`;
  };

  it("repeats on Hamburg's weekdays at Hamburg's hour, across the weeks when Europe and America change clocks apart", async () => {
    // 03:00 on Tuesdays in Hamburg is Monday evening in Eastern Time; March 2027's weeks between the
    // American (14 March) and European (28 March) clock changes keep Hamburg's hour too.
    const res = await call('POST', '/eu/slots', {
      location_id: await hamburgId(),
      date: '2027-03-02',
      time: '03:00',
      time_zone: 'Europe/Berlin',
      duration_minutes: 60,
      type_name: 'Showroom',
      training_topic: 'Early shift',
      lang_code: 'en',
      capacity: 4,
      repeat: { weekdays: [2], until: '2027-04-06' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const times = (res.json().data as { time: string }[]).map((s) => s.time);
    expect(times).toHaveLength(6);
    expect(times.map(hamburgClock)).toEqual(Array(6).fill('Tue 03:00'));
    expect(times.map((t) => utcToEastern(t).date)).toEqual([
      '2027-03-01',
      '2027-03-08',
      '2027-03-15',
      '2027-03-22',
      '2027-03-29',
      '2027-04-05',
    ]);
  });

  it("is refused in a clock that is neither Eastern Time nor the location's, and nothing is written", async () => {
    const before = await t.db.selectFrom('training_slots').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await call('POST', '/eu/slots', {
      location_id: await hamburgId(),
      date: day(20),
      time: '10:00',
      time_zone: 'Asia/Tokyo',
      duration_minutes: 60,
      type_name: 'Showroom',
      training_topic: 'Wrong clock',
      lang_code: 'en',
      capacity: 4,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.time_zone).toEqual([TRAINING_MESSAGES.clockOfLocation]);
    const after = await t.db.selectFrom('training_slots').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('attendees, attendance and cancelling a class', () => {
  it("lists a class's attendees with phone, machine and serial; a no-show may book again", async () => {
    const slot = await findSlotFor(t.db, software, 'us', 2);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/training/book',
      headers: owner,
      payload: { slot_id: slot.id, group_id: software, phone: '4075550111' },
    });
    expect(booked.statusCode).toBe(201);
    const attendees = (await call('GET', `/us/slots/${slot.id}/attendees`)).json().data;
    expect(attendees).toEqual([
      expect.objectContaining({
        status: 'booked',
        phone: '4075550111',
        machine: 'Chroma Inspire Digitizing Software',
        serial_number: 'CHI-7731-2210',
        company_name: 'Stitch & Thread Co.',
      }),
    ]);
    const mark = await call('POST', `/us/appointments/${attendees[0].id}/attendance`, { status: 'no_show' });
    expect(mark.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/training/book',
      headers: owner,
      payload: { slot_id: (await findSlotFor(t.db, software, 'us', 3)).id, group_id: software, phone: '4075550111' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('cancels a class: its bookings are cancelled and the owners mailed a CANCEL invite', async () => {
    const slot = await findSlotFor(t.db, software, 'us', 3);
    const res = await call('POST', `/us/slots/${slot.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ cancelled: 1, seats_taken: 0 });
    await t.drainJobs();
    const last = t.outbox().at(-1)!;
    expect(last).toMatch(/Subject: Your live training class is cancelled/);
    expect(last).toMatch(/METHOD:CANCEL/);
    expect((await call('POST', `/us/slots/${slot.id}/cancel`)).json().errors.id).toEqual([
      TRAINING_MESSAGES.slotCancelled,
    ]);
  });

  it('answers 404 for a class of the other region', async () => {
    const slot = await findSlotFor(t.db, software, 'us', 1);
    expect((await call('GET', `/eu/slots/${slot.id}/attendees`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/training-schedule/{region}/slots/export', () => {
  const weekOf = (offsetDays: number) => {
    const d = new Date(`${day(offsetDays)}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - d.getUTCDay());
    return d.toISOString().slice(0, 10);
  };
  const addDays = (date: string, n: number) =>
    new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  it("writes the week's classes of a location, by Eastern days, with the location's clock, in the reader's language", async () => {
    const hamburg = await hamburgId();
    const sunday = weekOf(60);
    const saturday = addDays(sunday, 6);
    const base = {
      location_id: hamburg,
      duration_minutes: 90,
      type_name: 'Showroom',
      lang_code: 'es',
      capacity: 6,
      class_link: 'https://meet.example.com/hamburg',
    };
    const created: number[] = [];
    // Saturday 23:30 Eastern is Sunday in UTC and in Hamburg: still this week's, as the week view shows it.
    for (const [date, time, topic] of [
      [addDays(sunday, 1), '09:00', 'Stickerei: erste Schritte'],
      [saturday, '23:30', '=Late class'],
      [addDays(sunday, 7), '09:00', 'Next week'],
    ] as const) {
      const res = await call('POST', '/eu/slots', { ...base, date, time, training_topic: topic });
      expect(res.statusCode).toBe(201);
      created.push(res.json().data[0].id);
    }

    const res = await call('GET', `/eu/slots/export?location=hamburg&from=${sunday}&to=${saturday}&csv_lang=es`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="training-schedule-eu-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([
      'ID',
      'Fecha',
      'Hora (hora del Este)',
      'Lugar',
      'Hora del lugar',
      'Duración (minutos)',
      'Tema',
      'Serie',
      'Tipo de clase',
      'Idioma',
      'Plazas',
      'Plazas ocupadas',
      'Lista de espera',
      'Pendientes de aprobación',
      'Cancelada',
      'Enlace de la clase',
    ]);
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toEqual(expect.arrayContaining(created.slice(0, 2)));
    expect(ids).not.toContain(created[2]);
    const late = rows.find((row) => Number(row[0]) === created[1])!;
    const hamburgClock = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(easternToUtcIso(saturday, '23:30')));
    expect(late.slice(1, 5)).toEqual([saturday, '23:30', 'Hamburg showroom', `${hamburgClock} Europe/Berlin`]);
    // A topic a spreadsheet would run as a formula is written as text.
    expect(late[6]).toBe("'=Late class");
    expect(late.slice(8, 15)).toEqual(['Sala de exposición', 'es', '6', '0', '0', '0', 'No']);
  });

  it('is read by every staff role of the region (tech too), refused to others, and a bad day is a 422', async () => {
    const tech = (await signInStaff(t.app, 'tech')).headers;
    expect((await call('GET', '/us/slots/export?location=online', undefined, tech)).statusCode).toBe(200);
    expect((await call('GET', '/eu/slots/export?location=hamburg', undefined, tech)).statusCode).toBe(403);
    expect((await call('GET', '/us/slots/export', undefined, owner)).statusCode).toBe(403);
    const bad = await call('GET', '/us/slots/export?from=2026-13-01');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from).toBeDefined();
    expect((await call('GET', '/us/slots/export?csv_lang=fr')).statusCode).toBe(422);
  });
});
