import { createEvent } from 'ics';

export interface InviteInput {
  appointmentId: number;
  /** Appointment and class sequences added: any change an owner must see raises it. */
  sequence: number;
  startsAt: string;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  cancelled: boolean;
}

/** The invite's UID: one per appointment, so a move or cancellation updates the same calendar entry. */
export const inviteUid = (appointmentId: number, host: string) => `training-appointment-${appointmentId}@${host}`;

/**
 * An iCalendar (RFC 5545) invite, METHOD:REQUEST for a booking or a move (same UID, higher SEQUENCE)
 * and METHOD:CANCEL for a cancellation, times in UTC: what Google Calendar, Outlook and Apple
 * Calendar accept from an e-mail (RFC 6047).
 */
export function calendarInvite(input: InviteInput, host: string): string {
  const { error, value } = createEvent({
    productId: 'owner-portal/live-training',
    method: input.cancelled ? 'CANCEL' : 'REQUEST',
    uid: inviteUid(input.appointmentId, host),
    sequence: input.sequence,
    start: Date.parse(input.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    title: input.title,
    description: input.description,
    location: input.location,
    ...(input.url ? { url: input.url } : {}),
    status: input.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: input.organizer,
    attendees: [{ ...input.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be written.');
  return value;
}
