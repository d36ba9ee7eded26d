import { Paper, Table, Title } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TitledTableProps {
  /** Heads the card and names the table and its scroll region for screen readers. */
  title: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  verticalSpacing: MantineSpacing;
  striped?: boolean;
  /** The header cells. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
}

/** A small table of a detail screen in its own titled card. */
export function TitledTable({ title, minWidth, verticalSpacing, striped, head, children }: TitledTableProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {/* Focusable, so keyboard users can scroll it. */}
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={title}>
        <Table striped={striped} verticalSpacing={verticalSpacing} aria-label={title}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
