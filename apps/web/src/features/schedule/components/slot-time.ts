import { formatZonedWeekdayTime, sameWallClock, viewerTimeZone } from '../../../shared/format/date-times.ts';
import { EASTERN_TIME_ZONE, formatEasternDateTime } from '../../../shared/format/eastern-time.ts';

/**
 * A class time in Eastern Time, as classes are scheduled, with the viewer's own time beside it when
 * their clock reads differently at that instant.
 */
export function slotTimeLabel(iso: string, zone = viewerTimeZone()): { eastern: string; local: string | null } {
  const eastern = formatEasternDateTime(iso);
  if (!zone || sameWallClock(iso, zone, EASTERN_TIME_ZONE)) return { eastern, local: null };
  return { eastern, local: formatZonedWeekdayTime(iso, zone) };
}
