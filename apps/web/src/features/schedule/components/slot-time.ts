import { EASTERN_TIME_ZONE, formatEasternDate, formatEasternTime } from '../../../shared/format/eastern-time.ts';

/** The viewer's own time zone, e.g. Europe/Berlin. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/**
 * A class time in Eastern Time, as classes are scheduled, with the viewer's own time beside it when
 * their clock reads differently at that instant.
 */
export function slotTimeLabel(iso: string, lang: string, zone = viewerTimeZone()): { eastern: string; local: string | null } {
  const instant = new Date(iso);
  const eastern = `${formatEasternDate(iso)} ${formatEasternTime(iso)}`;
  if (wallClock(instant, zone) === wallClock(instant, EASTERN_TIME_ZONE)) return { eastern, local: null };
  const local = new Intl.DateTimeFormat(lang === 'es' ? 'es' : 'en-US', {
    timeZone: zone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
  return { eastern, local };
}
