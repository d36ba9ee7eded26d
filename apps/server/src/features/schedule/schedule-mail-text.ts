import { TRAINING_TIME_ZONE } from '@owner-portal/contract/constants';

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

type Lang = 'en' | 'es';

const SUBJECTS: Record<ScheduleMailKind, Record<Lang, string>> = {
  booked: { en: 'Your live training is booked', es: 'Tu capacitación en vivo está reservada' },
  pending: { en: 'Your training request awaits approval', es: 'Tu solicitud de capacitación espera aprobación' },
  waitlisted: { en: "You are on the class's waitlist", es: 'Estás en la lista de espera de la clase' },
  approved: { en: 'Your live training is confirmed', es: 'Tu capacitación en vivo está confirmada' },
  promoted: {
    en: 'A seat opened up: your live training is booked',
    es: 'Se liberó un lugar: tu capacitación está reservada',
  },
  moved: { en: 'Your live training has a new time', es: 'Tu capacitación en vivo tiene un nuevo horario' },
  cancelled: { en: 'Your live training is cancelled', es: 'Tu capacitación en vivo fue cancelada' },
  'slot-cancelled': { en: 'Your live training class is cancelled', es: 'La clase de tu capacitación fue cancelada' },
  'reminder-24h': {
    en: 'Reminder: your live training is tomorrow',
    es: 'Recordatorio: tu capacitación en vivo es mañana',
  },
  'reminder-1h': {
    en: 'Reminder: your live training starts in an hour',
    es: 'Recordatorio: tu capacitación empieza en una hora',
  },
};

const LEADS: Record<ScheduleMailKind, Record<Lang, string>> = {
  booked: {
    en: 'You are booked for this class. The calendar invite is attached.',
    es: 'Tienes un lugar en esta clase. La invitación de calendario va adjunta.',
  },
  pending: {
    en: 'Your seat is held. Your sales rep approves trainings for this machine; we will email you when it is confirmed.',
    es: 'Tu lugar está reservado. Tu representante aprueba las capacitaciones de esta máquina; te escribiremos cuando se confirme.',
  },
  waitlisted: {
    en: 'The class is full. If a seat frees up it goes to the first on the waitlist, and we will email you.',
    es: 'La clase está llena. Si se libera un lugar, es para el primero de la lista de espera, y te escribiremos.',
  },
  approved: {
    en: 'Your booking is approved. The calendar invite is attached.',
    es: 'Tu reserva fue aprobada. La invitación de calendario va adjunta.',
  },
  promoted: { en: 'A seat freed up and it is yours.', es: 'Se liberó un lugar y es tuyo.' },
  moved: {
    en: 'The class moved. The updated calendar invite is attached.',
    es: 'La clase cambió. La invitación actualizada va adjunta.',
  },
  cancelled: { en: 'Your booking is cancelled.', es: 'Tu reserva fue cancelada.' },
  'slot-cancelled': {
    en: 'We had to cancel this class. Please book another time in the portal.',
    es: 'Tuvimos que cancelar esta clase. Reserva otro horario en el portal.',
  },
  'reminder-24h': { en: 'Your class is in 24 hours.', es: 'Tu clase es en 24 horas.' },
  'reminder-1h': { en: 'Your class starts in one hour.', es: 'Tu clase empieza en una hora.' },
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
    manage: 'Gestiona tus capacitaciones',
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

/** The subject and plain text of a live-training e-mail, in the owner's language. */
export function scheduleMailText(kind: ScheduleMailKind, facts: ScheduleMailFacts): { subject: string; text: string } {
  const lang: Lang = facts.lang === 'es' ? 'es' : 'en';
  const l = LABELS[lang];
  const lines = [
    lang === 'es' ? `Hola ${facts.firstName}:` : `Hello ${facts.firstName},`,
    '',
    LEADS[kind][lang],
    '',
    `${l.when}: ${easternWhen(facts.startsAt, lang)}`,
    `${l.topic}: ${facts.topic}`,
    `${l.machine}: ${facts.machine}`,
    `${l.where}: ${facts.location}`,
    ...(facts.classLink && !kind.endsWith('cancelled') ? [`${l.link}: ${facts.classLink}`] : []),
    '',
    `${l.manage}: ${facts.scheduleUrl}`,
  ];
  return { subject: SUBJECTS[kind][lang], text: lines.join('\n') };
}
