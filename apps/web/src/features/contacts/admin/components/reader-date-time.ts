import { formatInviteDate } from '../../../../shared/format/dates.ts';

/** The zone's short name at that instant in the reader's own zone, e.g. EST, GMT+1. */
function zoneName(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** A stamp (a confirmation, a finish) in the reader's time zone and date format, with the zone named. */
export function formatReaderDateTime(iso: string | null): string {
  if (!iso) return '';
  return `${formatInviteDate(iso)} ${zoneName(iso)}`.trim();
}
