import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { TrainingFormModal } from './training-form-modal.tsx';
import { initialValues } from './training-form.ts';

describe('TrainingFormModal: typed input is not lost', () => {
  it('the New-training form asks before Escape or Close discards typed input, and closes at once when untouched', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <TrainingFormModal opened machines={[]} initial={initialValues('en', '')} onClose={onClose} onNext={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New training' });
    // The footer's Close (the header's × is named Close too).
    const closeButton = () => screen.getAllByRole('button', { name: 'Close' }).at(-1)!;
    await user.click(closeButton());
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(within(dialog).getByLabelText(/Phone/), '2223334444');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(await screen.findByLabelText(/Phone/)).toHaveValue('(222) 333 - 4444');

    await user.click(closeButton());
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

});
