import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { ListScreen } from './list-screen.tsx';

type Rep = { id: number; name: string };
const meta = { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1 } };
const loaded = { data: { data: [{ id: 1, name: 'Maria Lopez' }], meta }, isPending: false };

const renderList = (list: { isPending: boolean; data?: typeof loaded.data }) =>
  renderWithProviders(<ListScreen<Rep> title="Sales Reps" list={list} columns={[{ key: 'name', label: 'Name' }]} />);

describe('ListScreen', () => {
  it('heads the screen with its title, which also names the table, and shows the page’s rows', () => {
    renderList(loaded);
    expect(screen.getByRole('heading', { name: 'Sales Reps', level: 1 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales Reps' });
    expect(within(table).getByRole('cell', { name: 'Maria Lopez' })).toBeInTheDocument();
  });

  it('says the first page is loading, and draws the columns only with its rows, so they do not move as the rows come', () => {
    const { unmount } = renderList({ isPending: true });
    expect(screen.getByText('Loading rows')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    renderList(loaded);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByText('Loading rows')).not.toBeInTheDocument();
  });
});
