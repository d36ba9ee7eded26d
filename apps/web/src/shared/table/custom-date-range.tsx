import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { pickerDatePattern } from '../format/dates.ts';
import { firstDayOfWeek, usesSpecFormats } from '../format/format-locale.ts';
import './table-i18n.ts';

export type PickerValue = [string | null, string | null];

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
 * The Custom range's calendar, in a module of its own: the date library and the calendar download
 * when a list first shows Custom, not with every list's first screen. The calendar speaks the interface
 * language and starts its weeks on the day the week presets do.
 */
export function CustomDateRange({ value, onChange }: { value: PickerValue; onChange: (value: PickerValue) => void }) {
  const { t, i18n } = useTranslation('table');
  const ariaLabels = Object.fromEntries(CALENDAR_LABELS.map((key) => [key, t(`range.calendar.${key}`)]));
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: firstDayOfWeek() }}>
      <DatePickerInput
        type="range"
        aria-label={t('range.custom')}
        placeholder={t(usesSpecFormats() ? 'range.customPlaceholder' : 'range.customPlaceholderEu')}
        valueFormat={pickerDatePattern()}
        ariaLabels={ariaLabels}
        value={value}
        onChange={onChange}
        clearable
        clearButtonProps={{ 'aria-label': t('range.clear') }}
        miw={240}
      />
    </DatesProvider>
  );
}
