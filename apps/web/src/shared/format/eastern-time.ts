import { TRAINING_TIME_ZONE } from '@owner-portal/contract/constants';
import { formatZonedDate, formatZonedDateTime, formatZonedTime } from './date-times.ts';

/** Training times are entered and shown in Eastern Time, America/New_York. */
export const EASTERN_TIME_ZONE = TRAINING_TIME_ZONE;

/** The day of an instant in Eastern Time: MM/dd/yyyy (dd/MM/yyyy in Europe). */
export function formatEasternDate(value: string | Date): string {
  return formatZonedDate(value, EASTERN_TIME_ZONE);
}

/** The time of an instant in Eastern Time: h:mm AM/PM EST|EDT (08:00 EST in Europe). */
export function formatEasternTime(value: string | Date): string {
  return formatZonedTime(value, EASTERN_TIME_ZONE);
}

/** A class's date and time in Eastern Time, as classes are scheduled. */
export function formatEasternDateTime(value: string | Date): string {
  return formatZonedDateTime(value, EASTERN_TIME_ZONE);
}

export { easternToUtcIso, utcToEastern } from '@owner-portal/contract/eastern-time';
