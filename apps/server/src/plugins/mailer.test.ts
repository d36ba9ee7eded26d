import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Owner Portal//Training//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:slot-1@portal.test',
  'SEQUENCE:0',
  'DTSTAMP:20261201T150000Z',
  'DTSTART:20261201T150000Z',
  'DURATION:PT1H',
  'SUMMARY:Live training',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The mail sent to `to`, its folded header lines joined (not quoted-printable decoded: `method=CANCEL` would not survive). */
async function sentMail(to: string) {
  await t.drainJobs();
  const mail = t.outbox().find((m) => m.includes(`To: ${to}`));
  expect(mail).toBeDefined();
  return mail!.replace(/\r?\n[ \t]+/g, ' ');
}

/** The decoded content of the base64 part that follows `header`. */
function base64PartAfter(mail: string, header: string): string {
  const rest = mail.slice(mail.indexOf(header) + header.length);
  const body = rest.slice(rest.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0]!;
  return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
}

describe('the mail.send job', () => {
  it('writes the queued mail to the outbox only when the job runs', async () => {
    await t.jobs.send('mail.send', { to: 'plain@mail.test', subject: 'Hello', text: 'Plain text body' });
    expect(t.outbox().some((m) => m.includes('To: plain@mail.test'))).toBe(false);
    const mail = await sentMail('plain@mail.test');
    expect(mail).toMatch(/^Subject: Hello$/m);
    expect(mail).toContain('Plain text body');
  });

  it('carries an .ics attachment with its calendar content type and method', async () => {
    await t.jobs.send('mail.send', {
      to: 'attachment@mail.test',
      subject: 'Your training',
      text: 'See the invite.',
      attachments: [
        { filename: 'training.ics', content: ICS, contentType: 'text/calendar; method=REQUEST; charset=utf-8' },
      ],
    });
    const mail = await sentMail('attachment@mail.test');
    expect(mail).toMatch(/Content-Type: text\/calendar; method=REQUEST; charset=utf-8; name=training\.ics/);
    expect(mail).toMatch(/Content-Disposition: attachment; filename=training\.ics/);
    expect(base64PartAfter(mail, 'filename=training.ics')).toBe(ICS);
  });

  it('sends a calendar event (CANCEL) as a text/calendar part mail clients act on', async () => {
    await t.jobs.send('mail.send', {
      to: 'event@mail.test',
      subject: 'Cancelled: your training',
      text: 'The class is cancelled.',
      icalEvent: { method: 'CANCEL', content: ICS.replace('METHOD:REQUEST', 'METHOD:CANCEL'), filename: 'cancel.ics' },
    });
    const mail = await sentMail('event@mail.test');
    expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
    expect(mail).toContain('METHOD:CANCEL');
  });

  it('takes binary attachments as base64', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    await t.jobs.send('mail.send', {
      to: 'binary@mail.test',
      subject: 'Certificate',
      text: 'Attached.',
      attachments: [
        { filename: 'c.pdf', content: bytes.toString('base64'), encoding: 'base64', contentType: 'application/pdf' },
      ],
    });
    const mail = await sentMail('binary@mail.test');
    expect(mail).toContain('Content-Type: application/pdf; name=c.pdf');
    expect(base64PartAfter(mail, 'filename=c.pdf')).toBe(bytes.toString('utf8'));
  });
});

describe('the mail.send job without a mail server', () => {
  it('fails the attempt and leaves the mail queued for a retry', async () => {
    // Nothing listens on port 1: the SMTP connection is refused at once.
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      await down.jobs.send('mail.send', { to: 'retry@mail.test', subject: 'Hi', text: 'Later.' });
      await down.drainJobs();
      const [job] = await down.jobs.list('mail.send');
      expect(job).toMatchObject({ state: 'retry', retryCount: 0 });
      expect(job!.startAfter.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await down.close();
    }
  });
});
