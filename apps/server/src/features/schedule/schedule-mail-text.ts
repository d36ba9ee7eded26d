import { TRAINING_TIME_ZONE } from '@owner-portal/contract/constants';
import {
  isAbsoluteUrl,
  mailLanguage,
  renderMail,
  type MailFact,
  type MailLanguage,
} from '../../shared/mail-template.ts';

export type ScheduleMailKind =
  | 'booked'
  | 'pending'
  | 'waitlisted'
  | 'approved'
  | 'promoted'
  | 'moved'
  | 'cancelled'
  | 'slot-cancelled'
  | 'reminder-24h'
  | 'reminder-1h';

type Lang = MailLanguage;

const SUBJECTS: Record<ScheduleMailKind, Record<Lang, string>> = {
  booked: { en: 'Your live training is booked', es: 'Su capacitación en vivo está reservada' },
  pending: { en: 'Your training request awaits approval', es: 'Su solicitud de capacitación espera aprobación' },
  waitlisted: { en: "You are on the class's waitlist", es: 'Usted está en la lista de espera de la clase' },
  approved: { en: 'Your live training is confirmed', es: 'Su capacitación en vivo está confirmada' },
  promoted: {
    en: 'A seat opened up: your live training is booked',
    es: 'Se liberó un lugar: su capacitación está reservada',
  },
  moved: { en: 'Your live training has a new time', es: 'Su capacitación en vivo tiene un nuevo horario' },
  cancelled: { en: 'Your live training is cancelled', es: 'Su capacitación en vivo fue cancelada' },
  'slot-cancelled': { en: 'Your live training class is cancelled', es: 'La clase de su capacitación fue cancelada' },
  'reminder-24h': {
    en: 'Reminder: your live training is tomorrow',
    es: 'Recordatorio: su capacitación en vivo es mañana',
  },
  'reminder-1h': {
    en: 'Reminder: your live training starts in an hour',
    es: 'Recordatorio: su capacitación empieza en una hora',
  },
};

const LEADS: Record<ScheduleMailKind, Record<Lang, string>> = {
  booked: {
    en: 'You are booked for this class. The calendar invite is attached.',
    es: 'Usted tiene un lugar en esta clase. La invitación de calendario va adjunta.',
  },
  pending: {
    en: 'Your seat is held. Your sales rep approves trainings for this machine; we will email you when it is confirmed.',
    es: 'Su lugar está reservado. Su representante de ventas aprueba las capacitaciones de esta máquina; le escribiremos cuando se confirme.',
  },
  waitlisted: {
    en: 'The class is full. If a seat frees up it goes to the first on the waitlist, and we will email you.',
    es: 'La clase está completa. Si se libera un lugar, es para el primero de la lista de espera, y le escribiremos.',
  },
  approved: {
    en: 'Your booking is approved. The calendar invite is attached.',
    es: 'Su reserva fue aprobada. La invitación de calendario va adjunta.',
  },
  promoted: { en: 'A seat freed up and it is yours.', es: 'Se liberó un lugar y es suyo.' },
  moved: {
    en: 'The class moved. The updated calendar invite is attached.',
    es: 'La clase cambió. La invitación actualizada va adjunta.',
  },
  cancelled: { en: 'Your booking is cancelled.', es: 'Su reserva fue cancelada.' },
  'slot-cancelled': {
    en: 'We had to cancel this class. Please book another time in the portal.',
    es: 'Tuvimos que cancelar esta clase. Reserve otro horario en el portal.',
  },
  'reminder-24h': { en: 'Your class is in 24 hours.', es: 'Su clase es en 24 horas.' },
  'reminder-1h': { en: 'Your class starts in one hour.', es: 'Su clase empieza en una hora.' },
};

const LABELS = {
  en: {
    when: 'When',
    topic: 'Topic',
    machine: 'Machine',
    where: 'Where',
    link: 'Class link',
    manage: 'Manage your trainings',
  },
  es: {
    when: 'Cuándo',
    topic: 'Tema',
    machine: 'Máquina',
    where: 'Dónde',
    link: 'Enlace de la clase',
    manage: 'Gestione sus capacitaciones',
  },
};

export interface ScheduleMailFacts {
  lang: string;
  firstName: string;
  startsAt: string;
  topic: string;
  machine: string;
  location: string;
  classLink: string | null;
  scheduleUrl: string;
}

const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: TRAINING_TIME_ZONE, timeZoneName: 'short' });

/** "Tuesday, December 1, 2026 at 10:00 AM (EST)" in the reader's language; training times are always Eastern. */
export function easternWhen(startsAt: string, lang: Lang): string {
  const instant = new Date(startsAt);
  const when = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    timeZone: TRAINING_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
  const zone = zoneName.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'ET';
  return `${when} (${zone})`;
}

/** A class link as staff typed it: a link when it is an address a mail client opens, else its text. */
const classLinkFact = (label: string, link: string): MailFact =>
  isAbsoluteUrl(link) ? { label, value: link, url: link } : { label, value: link };

/** A live-training e-mail in the owner's language: one template, drawn as plain text and HTML. */
export function scheduleMailText(
  kind: ScheduleMailKind,
  facts: ScheduleMailFacts,
): { subject: string; text: string; html: string } {
  const lang = mailLanguage(facts.lang);
  const l = LABELS[lang];
  const linkShown = facts.classLink && !kind.endsWith('cancelled');
  return renderMail({
    lang,
    subject: SUBJECTS[kind][lang],
    firstName: facts.firstName,
    blocks: [
      { paragraph: LEADS[kind][lang] },
      {
        facts: [
          { label: l.when, value: easternWhen(facts.startsAt, lang) },
          { label: l.topic, value: facts.topic },
          { label: l.machine, value: facts.machine },
          { label: l.where, value: facts.location },
          ...(linkShown ? [classLinkFact(l.link, facts.classLink!)] : []),
        ],
      },
      { button: { label: l.manage, url: facts.scheduleUrl } },
    ],
  });
}
