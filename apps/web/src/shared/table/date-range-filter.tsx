import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { useState } from 'react';
import { Group, Select } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickerDatePattern, toIsoDate } from '../format/dates.ts';
import { firstDayOfWeek, usesSpecFormats } from '../format/format-locale.ts';
import { DATE_RANGE_PRESETS, isDateRangePreset } from './date-range.ts';
import type { DateRangePreset } from './date-range.ts';
import './table-i18n.ts';

interface DateRangeFilterProps {
  range: DateRangePreset;
  startDate: string | null;
  endDate: string | null;
  onChange: (range: DateRangePreset, custom?: { start: string | null; end: string | null }) => void;
}

type PickerValue = [string | null, string | null];

const CALENDAR_LABELS = [
  'nextMonth',
  'previousMonth',
  'nextYear',
  'previousYear',
  'nextDecade',
  'previousDecade',
  'monthLevelControl',
  'yearLevelControl',
] as const;

/**
 * Presets of SPEC point 9; values are yyyy-MM-dd, shown as MM/dd/yyyy (dd/MM/yyyy in Europe). The
 * calendar speaks the interface language and starts its weeks on the day the week presets do.
 */
export function DateRangeFilter({ range, startDate, endDate, onChange }: DateRangeFilterProps) {
  const { t, i18n } = useTranslation('table');
  // The first picked day lives here until the second one arrives: only a whole range goes to the
  // URL, and a controlled picker fed only from the URL would forget the first click.
  const [picking, setPicking] = useState<PickerValue | null>(null);
  const value: PickerValue = picking ?? [startDate, endDate];
  const ariaLabels = Object.fromEntries(CALENDAR_LABELS.map((key) => [key, t(`range.calendar.${key}`)]));
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
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: firstDayOfWeek() }}>
          <DatePickerInput
            type="range"
            aria-label={t('range.custom')}
            placeholder={t(usesSpecFormats() ? 'range.customPlaceholder' : 'range.customPlaceholderEu')}
            valueFormat={pickerDatePattern()}
            ariaLabels={ariaLabels}
            value={value}
            onChange={([start, end]) => {
              if (start && !end) {
                setPicking([start, null]);
                return;
              }
              setPicking(null);
              onChange('custom', { start: toIsoDate(start) || null, end: toIsoDate(end) || null });
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('range.clear') }}
            miw={240}
          />
        </DatesProvider>
      )}
    </Group>
  );
}
