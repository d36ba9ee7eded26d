import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeToken } from '../session/token-storage.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { makeToken } from '../../test/tokens.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

const fetchMock = vi.fn();
const CSV = 'date,document_number,type,status,memo,order_number,amount\n2026-11-06,PAY-1,payment,Applied,,,-381.93\n';

describe('ExportCsvButton', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('downloads GET /api/transaction/export with the same filters and the bearer token, showing progress', async () => {
    const token = makeToken();
    storeToken(token, false);
    let finish: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(
      <ExportCsvButton
        path="/transaction/export"
        filename="transactions"
        filters={{ page: 2, search: 'INV', start_date: '2026-01-01', end_date: '2026-03-31' }}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Export CSV/ })).toHaveAttribute('data-loading', 'true'),
    );

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    // csv_lang: the file's header and readable values in the interface language (en here).
    expect(url).toBe('/api/transaction/export?search=INV&start_date=2026-01-01&end_date=2026-03-31&csv_lang=en');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);

    finish(
      new Response(CSV, {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="transactions-2026-11-22.csv"',
        },
      }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('transactions-2026-11-22.csv');
    expect(clicked[0]?.href).toBe('blob:csv');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(CSV);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('data-loading'));
  });

  it('tells the user when the export fails', async () => {
    storeToken(makeToken(), false);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'The start date must be a date in yyyy-MM-dd form.' }), { status: 422 }),
    );
    renderWithProviders(<ExportCsvButton path="/transaction/export" filename="transactions" filters={{}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The start date must be a date in yyyy-MM-dd form.')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
