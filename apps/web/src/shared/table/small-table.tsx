import { Table } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import { ColumnsRow } from './body-cells.tsx';
import type { DataTableColumn } from './data-table.tsx';
import classes from './data-table.module.css';

export interface SmallTableProps<Row> {
  /** Names the table and its scroll region for screen readers. */
  label: string;
  /** From the sm breakpoint up, below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  verticalSpacing: MantineSpacing;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/**
 * A table of a detail screen, without the lists' search and paging. On a phone its rows are stacked
 * cards, each cell under its column's label, as in the lists: nothing behind a sideways scroll.
 */
export function SmallTable<Row>({ label, minWidth, verticalSpacing, columns, rows, rowKey }: SmallTableProps<Row>) {
  return (
    // Focusable, so keyboard users can scroll it.
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      classNames={{ scrollContainerInner: classes.scrollInner }}
    >
      <Table striped verticalSpacing={verticalSpacing} className={classes.cards} aria-label={label} role="table">
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
            <ColumnsRow key={rowKey(row)} row={row} columns={columns} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
