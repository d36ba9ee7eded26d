import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../../../shared/admin/form-spec.ts';
import { weekDays, weekStart } from './week.ts';

/** The weekdays a class repeats on, named in the reader's language (values: 0 Sunday … 6 Saturday). */
export function WeekdayChips({ value, onChange, error, label, ctx }: WidgetProps) {
  useTranslation(); // draws the weekday names again when the language changes
  const days = weekDays(weekStart(String(ctx.values.date ?? '')));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Chip.Group multiple value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange}>
        <Group gap={6}>
          {days.map(({ day, label: name }, i) => (
            <Chip key={day} value={String(i)} size="xs">
              {name.split(/[ ,]/)[0]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
