import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
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
const rows: Contact[] = [
  { id: 1, name: 'Ada Admin', email: 'ada@example.com' },
  { id: 2, name: 'Bo Buyer', email: 'bo@example.com' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Contact>>[0]> = {}, route = '/list') {
  return renderWithProviders(
    <DataTable<Contact>
      caption="Contacts"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      totalPages={10}
      dateFilter
      {...props}
    />,
    { route },
  );
}

function selectInput(label: string): HTMLElement {
  const input = screen
    .getAllByLabelText(label)
    .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
  if (!input) throw new Error(`No select labelled ${label}`);
  return input;
}

const location = () => screen.getByTestId('location').textContent ?? '';

describe('DataTable', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows its rows', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(within(table).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(table).getByText('bo@example.com')).toBeInTheDocument();
  });

  it('shows the empty message when there are no rows', () => {
    renderTable({ rows: [], totalPages: 0, emptyMessage: 'You have no trainings scheduled at this time.' });
    expect(screen.getByText('You have no trainings scheduled at this time.')).toBeInTheDocument();
  });

  it('keeps Previous and Next with a single page, and says nothing matched a search', () => {
    renderTable({ rows: [], totalPages: 1, emptyMessage: 'No contacts yet.' }, '/list?search=zz');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('Nothing matched the search “zz”.')).toBeInTheDocument();
    expect(screen.queryByText('No contacts yet.')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, with a retry, instead of an empty text', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTable({ rows: [], totalPages: 0, error: true, onRetry, emptyMessage: 'No contacts yet.' });
    expect(screen.getByText('This list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No contacts yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('puts the search in the URL only after 500 ms without typing, back on page 1', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTable({}, '/list?page=4');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ada');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(location()).toBe('/list?page=4');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(location()).toBe('/list?search=ada');
  });

  it('keeps a date range picked while the typed search settles, and the search too', async () => {
    vi.setSystemTime(new Date(2026, 10, 18, 12));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTable();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ada');
    await user.click(selectInput('Date range'));
    const today = screen.getByRole('option', { name: 'Today' });
    // The router shows a new address in a transition; the settled search renders before it.
    act(() => {
      fireEvent.click(today);
      vi.advanceTimersByTime(500);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(location()).toBe('/list?range=today&start_date=2026-11-18&end_date=2026-11-18&search=ada');
  });

  it('sorts a column ascending, then descending, then not at all', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTable();
    const sort = screen.getByRole('button', { name: 'Sort by Name' });
    await user.click(sort);
    expect(location()).toBe('/list?order_by=name&order_dir=asc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(sort);
    expect(location()).toBe('/list?order_by=name&order_dir=desc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(sort);
    expect(location()).toBe('/list');
  });

  it('keeps the page in the URL and marks the current page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/list?page=3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/list?page=4');
  });

  it("shows a list's own larger page size among the choices instead of an empty choice", () => {
    renderTable({ perPage: 1000 });
    expect(selectInput('Rows per page')).toHaveValue('1000');
  });

  it('reads its state back from the URL', () => {
    renderTable({}, '/list?page=7&search=bo&order_by=name&order_dir=desc');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('bo');
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'First page' })).toBeInTheDocument();
  });

  it('filters by a date-range preset with yyyy-MM-dd values', async () => {
    vi.setSystemTime(new Date(2026, 10, 18, 12));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTable({}, '/list?page=2');
    await user.click(selectInput('Date range'));
    await user.click(screen.getByRole('option', { name: 'Last month' }));
    expect(location()).toBe('/list?range=lastMonth&start_date=2026-10-01&end_date=2026-10-31');
  });

  it('offers every date-range preset, in order', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTable();
    await user.click(selectInput('Date range'));
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual([
      'All time',
      'Today',
      'Yesterday',
      'This week',
      'Last week',
      'Last month',
      'This quarter',
      'Last quarter',
      'This year',
      'Last year',
      'Custom',
    ]);
  });

  it('shows a custom range as MM/dd/yyyy', async () => {
    renderTable({}, '/list?range=custom&start_date=2026-03-01&end_date=2026-03-15');
    expect(await screen.findByRole('button', { name: 'Custom dates' })).toHaveTextContent('03/01/2026 – 03/15/2026');
  });
});
