import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrainingRegion } from '@owner-portal/contract/schedule/schedule';
import { formatEasternTime, EASTERN_TIME_ZONE } from '../../../../shared/format/eastern-time.ts';
import { formatZonedTime, sameWallClock } from '../../../../shared/format/date-times.ts';
import { locationsQuery } from '../api/admin-schedule-api.ts';
import { useSchedulePlace } from './use-schedule-place.ts';
import '../admin-schedule-i18n.ts';

/** The shown location's own clock (IANA zone), from the region's locations. */
export function useLocationZone(region: TrainingRegion): string {
  const { location } = useSchedulePlace();
  const locations = useQuery(locationsQuery(region));
  return locations.data?.find((l) => l.slug === location)?.time_zone ?? EASTERN_TIME_ZONE;
}

/**
 * A class's start in Eastern Time, the schedule's clock, and beside it the location's own time where
 * it reads differently (Hamburg's classes for staff in Europe, decision 129).
 */
export function SlotTime({ time, region }: { time: string; region: TrainingRegion }) {
  const { t } = useTranslation('admin-schedule');
  const zone = useLocationZone(region);
  const eastern = formatEasternTime(time);
  if (sameWallClock(time, zone, EASTERN_TIME_ZONE)) return <span style={{ whiteSpace: 'nowrap' }}>{eastern}</span>;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{eastern}</span>{' '}
      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('localTime', { time: formatZonedTime(time, zone) })}
      </Text>
    </>
  );
}
