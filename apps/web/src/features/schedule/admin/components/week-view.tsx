import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSlot } from '@owner-portal/contract/schedule/schedule';
import { utcToEastern } from '../../../../shared/format/eastern-time.ts';
import { SlotCard } from './slot-summary.tsx';
import { weekDays } from './week.ts';
import '../admin-schedule-i18n.ts';

/** Seven day columns (one under another on a phone), each with its classes by Eastern date. */
export function WeekView({
  start,
  slots,
  onOpen,
}: {
  start: string;
  slots: AdminSlot[];
  onOpen: (slot: AdminSlot) => void;
}) {
  const { t } = useTranslation('admin-schedule');
  return (
    <SimpleGrid cols={{ base: 1, sm: 4, lg: 7 }} spacing="xs">
      {weekDays(start).map(({ day, label }) => {
        const ofDay = slots.filter((s) => utcToEastern(s.time).date === day);
        return (
          <Paper key={day} withBorder p="xs" radius="md" component="section" aria-label={label}>
            <Text size="sm" fw={700} mb={6}>
              {label}
            </Text>
            <Stack gap={6}>
              {ofDay.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('week.noClasses')}
                </Text>
              ) : (
                ofDay.map((slot) => <SlotCard key={slot.id} slot={slot} onOpen={onOpen} />)
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
