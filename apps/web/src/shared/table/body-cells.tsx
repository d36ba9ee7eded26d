import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table.tsx';
import classes from './data-table.module.css';

/*
 * The table body's rows and cells as plain elements with the markup Mantine's Table.Tr and Table.Td
 * give inside <Table striped highlightOnHover> (their classes and data attributes), so they look the
 * same. A page of 15 rows has over a hundred cells, and each Mantine one resolves its props and
 * styles on every render: that was the largest part of a list's first render (docs/performance.md).
 */

function BodyRow({ children }: { children: ReactNode }) {
  return (
    <tr
      className={`${Table.classes.tr} mantine-Table-tr`}
      data-with-row-border
      data-striped="odd"
      data-hover
      role="row"
    >
      {children}
    </tr>
  );
}

function BodyCell({
  label,
  align,
  pinned,
  title,
  clamp = true,
  children,
}: {
  /** The cell's label on a phone card ('' for none). */
  label: string;
  align?: 'left' | 'right' | 'center';
  /** Stays at the right edge while the other columns scroll (the row menu). */
  pinned?: boolean;
  /** The whole text, shown on hover where a long value is cut to two lines. */
  title?: string;
  /** false: the whole content (wrapping badges), not two lines at most. */
  clamp?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      className={`${Table.classes.td} mantine-Table-td`}
      style={align ? { textAlign: align } : undefined}
      role="cell"
      data-label={label}
      data-pinned={pinned || undefined}
    >
      {/* Text cells take at most two lines on a wide screen (data-table.module.css); a phone's card shows all. */}
      {pinned || !clamp ? (
        children
      ) : (
        <div className={classes.clamp} title={title}>
          {children}
        </div>
      )}
    </td>
  );
}

/** One row's cells, a column each: the column's renderer, or the row's value under its key. */
export function ColumnsRow<Row>({ row, columns }: { row: Row; columns: ReadonlyArray<DataTableColumn<Row>> }) {
  return (
    <BodyRow>
      {columns.map((column) => (
        <CellOf key={column.key} row={row} column={column} />
      ))}
    </BodyRow>
  );
}

function CellOf<Row>({ row, column }: { row: Row; column: DataTableColumn<Row> }) {
  const text = column.render ? undefined : String((row as Record<string, unknown>)[column.key] ?? '');
  return (
    <BodyCell
      align={column.align}
      label={column.unlabelledOnCards ? '' : column.label}
      pinned={column.pinned}
      clamp={column.clamp}
      title={text || undefined}
    >
      {column.render ? column.render(row) : text}
    </BodyCell>
  );
}
