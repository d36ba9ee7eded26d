import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { ApiError } from '../api/api-client.ts';
import { LoadFailure } from './load-failure.tsx';

describe('LoadFailure', () => {
  it('says not found for a 404 (nothing to retry) and could not load, with Try again, for anything else', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderWithProviders(
      <LoadFailure error={new ApiError(404, null)} notFoundText="Not found." loadText="Could not load." onRetry={onRetry} />,
    );
    expect(screen.getByText('Not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <LoadFailure error={new Error('offline')} notFoundText="Not found." loadText="Could not load." onRetry={onRetry} />,
    );
    expect(screen.getByText('Could not load.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
