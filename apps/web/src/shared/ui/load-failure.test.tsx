import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { ApiError } from '../api/api-client.ts';
import { LoadFailure } from './load-failure.tsx';

describe('LoadFailure', () => {
  it('says not found for a 404 and could not load for anything else', () => {
    const { unmount } = renderWithProviders(
      <LoadFailure error={new ApiError(404, null)} notFoundText="Not found." loadText="Could not load." />,
    );
    expect(screen.getByText('Not found.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <LoadFailure error={new Error('offline')} notFoundText="Not found." loadText="Could not load." />,
    );
    expect(screen.getByText('Could not load.')).toBeInTheDocument();
  });
});
