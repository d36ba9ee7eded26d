import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '../format/dates.ts';
import { DATE_RANGE_PRESETS, isDateRangePreset } from './date-range.ts';
import type { DateRangePreset } from './date-range.ts';
import './table-i18n.ts';

interface DateRangeFilterProps {
  range: DateRangePreset;
  startDate: string | null;
  endDate: string | null;
  onChange: (range: DateRangePreset, custom?: { start: string | null; end: string | null }) => void;
}

/** Presets of SPEC point 9; values are yyyy-MM-dd, shown as MM/dd/yyyy. */
export function DateRangeFilter({ range, startDate, endDate, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('table');
  return (
    <Group gap="xs" wrap="wrap">
      <Select
        aria-label={t('range.label')}
        data={DATE_RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`range.presets.${preset}`) }))}
        value={range}
        onChange={(value) => isDateRangePreset(value) && onChange(value)}
        allowDeselect={false}
        leftSection={<IconCalendar size={16} aria-hidden />}
        w={180}
      />
      {range === 'custom' && (
        <DatePickerInput
          type="range"
          aria-label={t('range.custom')}
          placeholder={t('range.customPlaceholder')}
          valueFormat="MM/DD/YYYY"
          value={[startDate, endDate]}
          onChange={([start, end]) => {
            if ((start && end) || (!start && !end))
              onChange('custom', { start: toIsoDate(start), end: toIsoDate(end) || null });
          }}
          clearable
          miw={240}
        />
      )}
    </Group>
  );
}
