import { Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TrainingRegion } from '@owner-portal/contract/schedule/schedule';
import { formatEasternDate } from '../../../../shared/format/eastern-time.ts';
import { locationsQuery } from '../api/admin-schedule-api.ts';
import { useSchedulePlace } from './use-schedule-place.ts';
import { addDays, easternToday, weekStart } from './week.ts';
import '../admin-schedule-i18n.ts';

/** The schedule's location switcher and week navigation, beside the view switch. */
export function ScheduleToolbar({ region }: { region: TrainingRegion }) {
  const { t } = useTranslation('admin-schedule');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const locations = useQuery(locationsQuery(region));
  const { location, week } = useSchedulePlace();
  const goToWeek = (day: string) => {
    const next = new URLSearchParams(params);
    next.set('week', day);
    setParams(next);
  };
  return (
    <>
      <Select
        label={t('location')}
        data={(locations.data ?? []).map((l) => ({ value: l.slug, label: l.name }))}
        value={location || null}
        onChange={(slug) => slug && navigate(`/admin/training-schedule-${region}/${slug}?${params.toString()}`)}
        allowDeselect={false}
        w={240}
      />
      <Group gap={4}>
        <Button variant="default" size="sm" onClick={() => goToWeek(addDays(week, -7))} aria-label={t('week.previous')}>
          <IconChevronLeft size={16} aria-hidden />
        </Button>
        <Button variant="default" size="sm" onClick={() => goToWeek(weekStart(easternToday()))}>
          {t('week.today')}
        </Button>
        <Button variant="default" size="sm" onClick={() => goToWeek(addDays(week, 7))} aria-label={t('week.next')}>
          <IconChevronRight size={16} aria-hidden />
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('week.of', { date: formatEasternDate(`${week}T17:00:00Z`) })}
      </Text>
    </>
  );
}
