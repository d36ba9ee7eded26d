import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { TitledTable } from './titled-table.tsx';

const columns = [
  { key: 'name', label: 'Name', render: (row: { name: string; qty: number }) => row.name },
  { key: 'qty', label: 'Qty', align: 'right' as const, render: (row: { name: string; qty: number }) => row.qty },
];

const renderItems = () =>
  renderWithProviders(
    <TitledTable
      title="Items"
      minWidth={340}
      verticalSpacing="sm"
      columns={columns}
      rows={[{ name: 'Brother PR1X', qty: 2 }]}
      rowKey={(row) => row.name}
    />,
  );

describe('TitledTable', () => {
  it('names the table and its keyboard-scrollable region by its heading', () => {
    renderItems();
    expect(screen.getByRole('heading', { name: 'Items', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Items' })).toHaveAttribute('tabindex', '0');
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Brother PR1X' })).toBeInTheDocument();
  });

  it("gives every cell its column's label, which a phone card shows beside the value", () => {
    renderItems();
    expect(screen.getByRole('cell', { name: 'Brother PR1X' })).toHaveAttribute('data-label', 'Name');
    expect(screen.getByRole('cell', { name: '2' })).toHaveAttribute('data-label', 'Qty');
  });
});
