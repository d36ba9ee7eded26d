import type { ReactNode } from 'react';
import { ActionIcon, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { FieldSpec, FormField, PlainField, RowsField } from './form-spec.ts';

type Row = Record<string, unknown>;

/** What a row's field needs to be drawn: the form draws it with its own widgets. */
export interface RowFieldArgs {
  field: FormField<never, never>;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The error key of this value (`checklist.2`, `questions.0.answers.1.text`). */
  path: string;
  label: string;
  /** The row this field sits in and its index, for rows nested in it. */
  row: unknown;
  index: number;
}

export interface RowsInputProps {
  field: RowsField<never, never> & { name: string };
  rows: unknown[];
  onChange: (rows: unknown[]) => void;
  /** The list's error key (`questions`, `questions.0.answers`). */
  path: string;
  errors: Record<string, string | undefined>;
  label: string;
  t: TFunction;
  /** `{{q}}`: the outer row's number, for nested rows. */
  outer?: number;
  /** The outer row, for a field that depends on it (a single-choice question's answers). */
  outerRow?: unknown;
  renderField: (args: RowFieldArgs) => ReactNode;
}

const asField = (name: string, spec: FieldSpec<never, never>) =>
  ({ ...spec, name, type: spec.type ?? 'text', required: false, numeric: false }) as FormField<never, never>;

const move = (list: unknown[], from: number, to: number) => {
  const next = [...list];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row);
  return next;
};

/** A field of several rows: each row's fields, and buttons to add, reorder and remove rows. */
export function RowsInput(props: RowsInputProps) {
  const { field, rows, onChange, path, errors, label, t, outer, outerRow, renderField } = props;
  const look = field.look ?? 'list';
  const nested = outer !== undefined;
  const numbers = (i: number) => ({ n: i + 1, q: outer });
  const setRow = (i: number, row: unknown) => onChange(rows.map((x, j) => (j === i ? row : x)));
  const subFields = field.item
    ? [asField('', field.item)]
    : Object.entries(field.fields ?? {}).map(([n, s]) => asField(n, s));

  const setPart = (i: number, sub: FormField<never, never>, next: unknown) => {
    if (!sub.name) return setRow(i, next);
    const exclusive = (sub as PlainField<never, never>).exclusive;
    // A single-choice question has one correct answer: marking one unmarks the others.
    if (next === true && exclusive?.((outerRow ?? {}) as Row)) {
      return onChange(rows.map((x, j) => ({ ...(x as Row), [sub.name]: j === i })));
    }
    setRow(i, { ...(rows[i] as Row), [sub.name]: next });
  };

  const widgets = (row: unknown, i: number) =>
    subFields.map((sub, k) => {
      const text =
        look === 'grid' && k === 0 && field.rowLabel ? field.rowLabel(row as Row) : t(sub.label ?? '', numbers(i));
      return (
        <div key={sub.name || 'value'} style={sub.type === 'text' ? { flex: 1 } : undefined}>
          {renderField({
            field: sub,
            value: sub.name ? (row as Row)[sub.name] : row,
            onChange: (next) => setPart(i, sub, next),
            path: sub.name ? `${path}.${i}.${sub.name}` : `${path}.${i}`,
            label: text,
            row,
            index: i,
          })}
        </div>
      );
    });

  const icons = (i: number) => (
    <>
      {field.move && (
        <>
          <ActionIcon
            variant="subtle"
            aria-label={t(field.move.up, numbers(i))}
            disabled={i === 0}
            onClick={() => onChange(move(rows, i, i - 1))}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t(field.move.down, numbers(i))}
            disabled={i === rows.length - 1}
            onClick={() => onChange(move(rows, i, i + 1))}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </>
      )}
      {field.remove && field.blank && (
        <ActionIcon
          variant="subtle"
          color="red"
          mb={look === 'cards' ? 4 : undefined}
          aria-label={t(field.remove, numbers(i))}
          onClick={() => onChange(rows.filter((_, j) => j !== i))}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </>
  );

  const listError = errors[path] && (
    <Text c="red" size="sm">
      {errors[path]}
    </Text>
  );

  if (look === 'grid') {
    return (
      <Fieldset legend={label}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>{rows.map((row, i) => widgets(row, i))}</SimpleGrid>
        {listError}
      </Fieldset>
    );
  }

  return (
    <Stack gap={look === 'cards' ? 'xs' : 6}>
      {look === 'list' && !field.hideLabel && !nested && (
        <Text fw={600} size="sm">
          {label}
        </Text>
      )}
      {rows.length === 0 && field.empty && (
        <Text size="sm" c="dimmed">
          {t(field.empty)}
        </Text>
      )}
      {look === 'cards' && listError}
      {rows.map((row, i) => {
        const [first, ...rest] = widgets(row, i);
        return look === 'cards' ? (
          <Paper key={i} withBorder p="sm">
            <Stack gap={6}>
              <Group gap={4} wrap="nowrap" align="flex-end">
                {first}
                {icons(i)}
              </Group>
              {rest}
            </Stack>
          </Paper>
        ) : (
          <Group key={i} gap={4} wrap="nowrap" align="flex-start">
            {first}
            {rest}
            {icons(i)}
          </Group>
        );
      })}
      {look === 'list' && listError}
      {field.add && field.blank && (
        <Group>
          <Button
            size="xs"
            variant={nested ? 'subtle' : 'light'}
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...rows, field.blank!()])}
          >
            {t(field.add)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
