import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { i18n } from '../i18n/i18n.ts';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './data-table.tsx';

interface Contact {
  id: number;
  name: string;
  email: string;
}

const columns: DataTableColumn<Contact>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'email', label: 'Email' },
];

function renderAt(route: string) {
  return renderWithProviders(
    <DataTable<Contact> caption="Contacts" columns={columns} rows={[]} rowKey={(row) => row.id} totalPages={0} />,
    { route, path: '/list' },
  );
}

const location = () => screen.getByTestId('location').textContent ?? '';

describe('a list address the list cannot use is corrected, and the reader is told', () => {
  it('drops a sort column the list does not offer, keeping the rest of the address, and says so', async () => {
    renderAt('/list?order_by=password_hash&order_dir=desc&page=2&search=ada');
    expect(await screen.findByText('This list cannot be sorted the way the address asked, so it is shown unsorted.')).toBeInTheDocument();
    expect(location()).toBe('/list?page=2&search=ada');
  });

  it('clears a search longer than the server accepts, and says so', async () => {
    renderAt(`/list?search=${'a'.repeat(201)}&order_by=name`);
    expect(
      await screen.findByText('The search in the address was longer than 200 characters, so it was cleared.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/list?order_by=name');
  });

  it('says it in Spanish to a Spanish reader, and the notice can be closed', async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      renderAt('/list?order_by=nope');
      expect(await screen.findByText(/Esta lista no se puede ordenar como pedía la dirección/)).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar' }));
      expect(screen.queryByText(/Esta lista no se puede ordenar/)).not.toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('leaves a good address alone and says nothing', () => {
    renderAt('/list?order_by=name&order_dir=desc&search=ada');
    expect(screen.queryByText('The address was corrected')).not.toBeInTheDocument();
    expect(location()).toBe('/list?order_by=name&order_dir=desc&search=ada');
  });

  it('the search box takes no more than the server accepts', () => {
    renderAt('/list');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('maxlength', '200');
  });
});
