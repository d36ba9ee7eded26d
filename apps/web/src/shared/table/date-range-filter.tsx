import { Suspense, useState } from 'react';
import { Box, Group, Select } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '../format/dates.ts';
import { lazyNamed } from '../routing/lazy-named.ts';
import type { PickerValue } from './custom-date-range.tsx';
import { DATE_RANGE_PRESETS, isDateRangePreset } from './date-range.ts';
import type { DateRangePreset } from './date-range.ts';
import './table-i18n.ts';

const CustomDateRange = lazyNamed(() => import('./custom-date-range.tsx'), 'CustomDateRange');

interface DateRangeFilterProps {
  range: DateRangePreset;
  startDate: string | null;
  endDate: string | null;
  onChange: (range: DateRangePreset, custom?: { start: string | null; end: string | null }) => void;
}

/** The date-range presets; values are yyyy-MM-dd, shown as MM/dd/yyyy (dd/MM/yyyy in Europe). */
export function DateRangeFilter({ range, startDate, endDate, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('table');
  // The first picked day lives here until the second one arrives: only a whole range goes to the
  // URL, and a controlled picker fed only from the URL would forget the first click.
  const [picking, setPicking] = useState<PickerValue | null>(null);
  const value: PickerValue = picking ?? [startDate, endDate];
  return (
    <Group gap="xs" wrap="wrap">
      <Select
        aria-label={t('range.label')}
        data={DATE_RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`range.presets.${preset}`) }))}
        value={range}
        onChange={(next) => {
          if (!isDateRangePreset(next)) return;
          setPicking(null);
          onChange(next);
        }}
        allowDeselect={false}
        leftSection={<IconCalendar size={16} aria-hidden />}
        w={180}
      />
      {range === 'custom' && (
        // Until the calendar arrives, an empty box of its size keeps the row from jumping.
        <Suspense fallback={<Box miw={240} h={36} />}>
          <CustomDateRange
            value={value}
            onChange={([start, end]) => {
              if (start && !end) {
                setPicking([start, null]);
                return;
              }
              setPicking(null);
              onChange('custom', { start: toIsoDate(start) || null, end: toIsoDate(end) || null });
            }}
          />
        </Suspense>
      )}
    </Group>
  );
}
