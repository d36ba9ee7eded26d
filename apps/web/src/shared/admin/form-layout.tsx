import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Divider, Fieldset, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { FormField, FormSection } from './form-spec.ts';

interface FormLayoutProps<Row> {
  fields: FormField<Row>[];
  sections?: Record<string, FormSection>;
  columnsFrom?: 'xs' | 'sm';
  t: TFunction;
  render: (field: FormField<Row>) => ReactNode;
}

/** Consecutive items that share a key, in order: [key, items][]. */
function runs<T, K>(items: T[], keyOf: (item: T) => K): [K, T[]][] {
  const out: [K, T[]][] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last && last[0] === keyOf(item)) last[1].push(item);
    else out.push([keyOf(item), [item]]);
  }
  return out;
}

/**
 * The fields in their order: consecutive half fields two a line (one on a phone), a section's
 * fields under its legend, a line where a field asks for one.
 */
export function FormLayout<Row>({ fields, sections = {}, columnsFrom = 'xs', t, render }: FormLayoutProps<Row>) {
  // A divider starts a new run, so it never lands inside a line of half fields.
  let run = 0;
  const lines = (group: FormField<Row>[]) =>
    runs(group, (field) => `${field.divider ? ++run : run}:${field.half === true}`).map(([key, list]) => (
      <Fragment key={`${list[0]!.name}-${key}`}>
        {list[0]!.divider && <Divider />}
        {list[0]!.half ? (
          <SimpleGrid cols={{ base: 1, [columnsFrom]: 2 }} spacing="sm">
            {list.map((field) => (
              <Fragment key={field.name}>{render(field)}</Fragment>
            ))}
          </SimpleGrid>
        ) : (
          list.map((field) => <Fragment key={field.name}>{render(field)}</Fragment>)
        )}
      </Fragment>
    ));

  return runs(fields, (field) => field.section).map(([name, group]) => {
    const section = name ? sections[name] : undefined;
    if (!section) return <Fragment key={group[0]!.name}>{lines(group)}</Fragment>;
    const body = (
      <Stack gap="sm">
        {section.hint && (
          <Text fz="xs" c="dimmed">
            {t(section.hint)}
          </Text>
        )}
        {lines(group)}
      </Stack>
    );
    if (section.look === 'card') {
      return (
        <Paper key={name} withBorder radius="md" p="lg" mb="xs">
          <Title order={2} size="h4" mb="md">
            {t(section.legend)}
          </Title>
          {body}
        </Paper>
      );
    }
    return (
      <Fieldset key={name} legend={t(section.legend)} variant={section.look === 'border' ? 'default' : 'unstyled'}>
        {body}
      </Fieldset>
    );
  });
}
