import { Paper, Table, Title } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import { BodyCell, BodyRow } from '../table/body-cells.tsx';
import type { DataTableColumn } from '../table/data-table.tsx';
import classes from '../table/data-table.module.css';

export interface TitledTableProps<Row> {
  /** Heads the card and names the table and its scroll region for screen readers. */
  title: string;
  /** From the sm breakpoint up, below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  verticalSpacing: MantineSpacing;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/**
 * A small table of a detail screen in its own titled card. On a phone its rows are stacked cards,
 * each cell under its column's label, as in the lists (issue 10.2): nothing behind a sideways scroll.
 */
export function TitledTable<Row>({ title, minWidth, verticalSpacing, columns, rows, rowKey }: TitledTableProps<Row>) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {/* Focusable, so keyboard users can scroll it. */}
      <Table.ScrollContainer
        minWidth={minWidth}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={title}
        classNames={{ scrollContainerInner: classes.scrollInner }}
      >
        <Table striped verticalSpacing={verticalSpacing} className={classes.cards} aria-label={title} role="table">
          <Table.Thead>
            <Table.Tr role="row">
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.align} role="columnheader">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <BodyRow key={rowKey(row)}>
                {columns.map((column) => (
                  <BodyCell key={column.key} label={column.label} align={column.align}>
                    {column.render?.(row)}
                  </BodyCell>
                ))}
              </BodyRow>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
