import { Paper, Title } from '@mantine/core';
import { SmallTable } from '../table/small-table.tsx';
import type { SmallTableProps } from '../table/small-table.tsx';

export interface TitledTableProps<Row> extends Omit<SmallTableProps<Row>, 'label'> {
  /** Heads the card and names the table and its scroll region for screen readers. */
  title: string;
}

/** A small table of a detail screen in its own titled card; stacked cards on a phone. */
export function TitledTable<Row>({ title, ...table }: TitledTableProps<Row>) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SmallTable label={title} {...table} />
    </Paper>
  );
}
