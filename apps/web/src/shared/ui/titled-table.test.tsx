import { describe, expect, it } from 'vitest';
import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { TitledTable } from './titled-table.tsx';

describe('TitledTable', () => {
  it('names the table and its keyboard-scrollable region by its heading', () => {
    renderWithProviders(
      <TitledTable title="Items" minWidth={340} verticalSpacing="sm" head={<Table.Th>Name</Table.Th>}>
        <Table.Tr>
          <Table.Td>Brother PR1X</Table.Td>
        </Table.Tr>
      </TitledTable>,
    );
    expect(screen.getByRole('heading', { name: 'Items', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Items' })).toHaveAttribute('tabindex', '0');
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Brother PR1X' })).toBeInTheDocument();
  });
});
