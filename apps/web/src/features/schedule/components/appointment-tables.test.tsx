import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { PastRecordings, UpcomingTrainings } from './appointment-tables.tsx';

describe('Training Schedule: a failed load is never "Nothing to show."', () => {
  it('past recordings say they could not be loaded, with Try again', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<PastRecordings rows={[]} loading={false} failed onRetry={onRetry} />);
    expect(screen.queryByText('Nothing to show.')).not.toBeInTheDocument();
    expect(screen.getByText('Your trainings could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('upcoming trainings say they could not be loaded, with Try again', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <UpcomingTrainings rows={[]} loading={false} failed onRetry={onRetry} onChange={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByText('Your trainings could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
