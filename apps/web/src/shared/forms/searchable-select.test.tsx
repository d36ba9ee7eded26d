import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { SearchableSelect } from './searchable-select.tsx';

describe('SearchableSelect', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('asks for matches only once typing has paused for 500 ms', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const loadOptions = vi.fn(async (search: string) => [{ value: search || 'none', label: `Acme ${search}` }]);
    renderWithProviders(<SearchableSelect label="Customer" loadOptions={loadOptions} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(loadOptions).toHaveBeenLastCalledWith('');

    const input = screen
      .getAllByLabelText('Customer')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
    if (!input) throw new Error('The select has no text input.');
    await user.type(input, 'acm');
    expect(input).toHaveValue('acm');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(450);
    });
    expect(loadOptions).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(loadOptions).toHaveBeenLastCalledWith('acm');
    expect(loadOptions).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('option', { name: 'Acme acm' })).toBeInTheDocument();
  });
});
