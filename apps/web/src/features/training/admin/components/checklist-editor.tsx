import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** Ordered checklist items: add, edit, move up/down, remove. */
export function ChecklistEditor({
  items,
  onChange,
  errors,
  t,
}: {
  items: string[];
  onChange: (items: string[]) => void;
  errors: Record<string, string>;
  t: TFunction;
}) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('form.checklist')}
      </Text>
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('form.checklistEmpty')}
        </Text>
      )}
      {items.map((item, i) => (
        <Group key={i} gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={t('form.checklistItem', { n: i + 1 })}
            value={item}
            onChange={(e) => onChange(items.map((x, j) => (j === i ? e.currentTarget.value : x)))}
            error={errors[`checklist.${i}`]}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            aria-label={t('form.moveUp', { n: i + 1 })}
            disabled={i === 0}
            onClick={() => onChange(move(items, i, i - 1))}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('form.moveDown', { n: i + 1 })}
            disabled={i === items.length - 1}
            onClick={() => onChange(move(items, i, i + 1))}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('form.removeItem', { n: i + 1 })}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...items, ''])}
        >
          {t('form.addItem')}
        </Button>
      </Group>
    </Stack>
  );
}
