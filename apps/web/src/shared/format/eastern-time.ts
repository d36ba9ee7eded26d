import { TRAINING_TIME_ZONE } from '@owner-portal/contract/constants';

/** Training times are entered and shown in Eastern Time, America/New_York. */
export const EASTERN_TIME_ZONE = TRAINING_TIME_ZONE;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
/** MM/dd/yyyy of an instant, in Eastern Time. */
export function formatEasternDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

/** h:mm AM/PM EST|EDT of an instant, in Eastern Time. */
export function formatEasternTime(value: string | Date): string {
  return timeFormat.format(new Date(value));
}

export { easternToUtcIso, utcToEastern } from '@owner-portal/contract/eastern-time';
