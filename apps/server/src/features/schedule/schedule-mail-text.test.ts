import { describe, it } from 'vitest';
import { expectWellFormedMail } from '../../../test/mail.ts';
import { scheduleMailText, type ScheduleMailKind } from './schedule-mail-text.ts';

const facts = (lang: string) => ({
  lang,
  firstName: 'Ana',
  startsAt: '2026-12-01T15:00:00.000Z',
  topic: 'Hooping',
  machine: 'Persona PRO',
  location: 'Online',
  classLink: 'https://meet.test/class-1',
  scheduleUrl: 'http://portal.test/schedules',
});

const SUBJECTS: [ScheduleMailKind, string, string][] = [
  ['booked', 'Your live training is booked', 'Su capacitación en vivo está reservada'],
  ['pending', 'Your training request awaits approval', 'Su solicitud de capacitación espera aprobación'],
  ['waitlisted', "You are on the class's waitlist", 'Usted está en la lista de espera de la clase'],
  ['approved', 'Your live training is confirmed', 'Su capacitación en vivo está confirmada'],
  ['promoted', 'A seat opened up: your live training is booked', 'Se liberó un lugar: su capacitación está reservada'],
  ['moved', 'Your live training has a new time', 'Su capacitación en vivo tiene un nuevo horario'],
  ['cancelled', 'Your live training is cancelled', 'Su capacitación en vivo fue cancelada'],
  ['slot-cancelled', 'Your live training class is cancelled', 'La clase de su capacitación fue cancelada'],
  ['reminder-24h', 'Reminder: your live training is tomorrow', 'Recordatorio: su capacitación en vivo es mañana'],
  [
    'reminder-1h',
    'Reminder: your live training starts in an hour',
    'Recordatorio: su capacitación empieza en una hora',
  ],
];

describe('the live-training mails', () => {
  it.each(SUBJECTS.flatMap(([kind, en, es]) => [[kind, 'en', en] as const, [kind, 'es', es] as const]))(
    '%s in %s has both parts, the subject “%s” and absolute links',
    (kind, lang, subject) => {
      const links = kind.endsWith('cancelled')
        ? ['http://portal.test/schedules']
        : ['https://meet.test/class-1', 'http://portal.test/schedules'];
      expectWellFormedMail(scheduleMailText(kind, facts(lang)), { subject, lang, links });
    },
  );

  it('shows a class link that is no address as text, not as a link', () => {
    const mail = scheduleMailText('booked', { ...facts('en'), classLink: 'Room 4' });
    expectWellFormedMail(mail, {
      subject: 'Your live training is booked',
      lang: 'en',
      links: ['http://portal.test/schedules'],
    });
  });
});
