import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToEastern } from '@owner-portal/contract/eastern-time';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { findSlotFor, groupIdOf, slotBodyOf } from '../../../test/schedule-fixtures.ts';
import { decodeMail, mailSubject } from '../../../test/mail.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let owner: Record<string, string>;
let admin: Record<string, string>;
let software: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  admin = (await signInStaff(t.app, 'admin')).headers;
  software = await groupIdOf(t.db, 'Digitizing Software');
});
afterAll(() => t.close());

/** The calendar parts of the newest .eml: the text/calendar body, unfolded (RFC 5545 3.1). */
function lastInvite() {
  const mail = t.outbox().at(-1)!;
  const base64 = /Content-Type: text\/calendar[^\n]*\n(?:[^\n]+\n)*?\n([A-Za-z0-9+/=\n]+?)\n(?:--|\n)/.exec(mail)?.[1];
  const plain = /(BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR)/.exec(mail)?.[1];
  const ics = (plain ?? Buffer.from(base64 ?? '', 'base64').toString('utf8')).replace(/\r?\n[ \t]/g, '');
  const field = (name: string) => new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(ics)?.[1]?.trim();
  return { mail, ics, field };
}

describe('live-training e-mails and calendar invites', () => {
  let appointmentId: number;
  let slotId: number;
  let uid: string;

  it('mails a booking with a REQUEST invite whose times are in UTC, after the request', async () => {
    const slot = await findSlotFor(t.db, software, 'us');
    slotId = slot.id;
    const before = t.outbox().length;
    const res = await book();
    appointmentId = res.json().data.id;
    await t.drainJobs();
    expect(t.outbox().length).toBe(before + 1);
    const invite = lastInvite();
    expect(invite.mail).toMatch(/Subject: Your live training is booked/);
    expect(invite.field('METHOD')).toBe('REQUEST');
    expect(invite.field('STATUS')).toBe('CONFIRMED');
    expect(invite.field('DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
    const start = new Date(slot.starts_at as string)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(invite.field('DTSTART')).toBe(start);
    uid = invite.field('UID')!;
    expect(uid).toBe(`training-appointment-${appointmentId}@portal.test`);
    expect(invite.field('SEQUENCE') ?? '0').toBe('0');
  });

  it('mails a moved class with the same UID and a higher SEQUENCE', async () => {
    const body = await slotBodyOf(t.db, slotId);
    const later = utcToEastern(new Date(Date.parse(`${body.date}T12:00:00Z`) + 86_400_000));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/training-schedule/us/slots/${slotId}`,
      headers: admin,
      payload: { ...body, date: later.date },
    });
    expect(res.statusCode).toBe(200);
    await t.drainJobs();
    const invite = lastInvite();
    expect(invite.mail).toMatch(/Subject: Your live training has a new time/);
    expect(invite.field('METHOD')).toBe('REQUEST');
    expect(invite.field('UID')).toBe(uid);
    expect(Number(invite.field('SEQUENCE'))).toBe(1);
  });

  it('sends the reminders 24 hours and 1 hour before the start, and none for a cancelled booking', async () => {
    const slot = await t.db
      .selectFrom('training_slots')
      .select('starts_at')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    const start = Date.parse(new Date(slot.starts_at).toISOString());
    const before = t.outbox().length;
    await t.drainJobs({ asOf: new Date(start - 23 * 3_600_000) });
    expect(
      t
        .outbox()
        .slice(before)
        .map((m) => /Subject: (.*)/.exec(m)?.[1]),
    ).toEqual(['Reminder: your live training is tomorrow']);
    await t.drainJobs({ asOf: new Date(start - 30 * 60_000) });
    expect(t.outbox().length).toBe(before + 2);
    expect(t.outbox().at(-1)).toMatch(/Subject: Reminder: your live training starts in an hour/);
  });

  it('mails a cancellation with a CANCEL invite for the same UID', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/training/appointments/${appointmentId}/cancel`,
      headers: owner,
    });
    expect(res.statusCode).toBe(200);
    await t.drainJobs();
    const invite = lastInvite();
    expect(invite.mail).toMatch(/Subject: Your live training is cancelled/);
    expect(invite.field('METHOD')).toBe('CANCEL');
    expect(invite.field('STATUS')).toBe('CANCELLED');
    expect(invite.field('UID')).toBe(uid);
    expect(Number(invite.field('SEQUENCE'))).toBe(2);
  });

  it("writes the owner's e-mails in their language", async () => {
    await t.db.updateTable('customer_users').set({ lang_code: 'es' }).where('email', '=', 'owner@demo.test').execute();
    const slot = await findSlotFor(t.db, software, 'us', 1);
    slotId = slot.id;
    expect((await book()).statusCode).toBe(201);
    await t.drainJobs();
    const { mail } = lastInvite();
    expect(mailSubject(mail)).toBe('Su capacitación en vivo está reservada');
    expect(decodeMail(mail)).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(decodeMail(mail)).toContain('Hola, Olivia:');
  });

  function book() {
    return t.app.inject({
      method: 'POST',
      url: '/api/training/book',
      headers: owner,
      payload: { slot_id: slotId, group_id: software, phone: '4075550111' },
    });
  }
});
