import { describe, expect, it, vi } from 'vitest';
import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { ActionButton } from '../ui/action-button.tsx';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { textField } from './text-field.ts';
import { useFormValidation } from './use-form-validation.ts';
import { useSubmit } from './use-submit.ts';

/** A write that answers only when the test lets it: the double-click lands while it is in flight. */
function slowWrite() {
  let finish: () => void = () => {};
  const write = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { write, finish: () => finish() };
}

function NameForm({ save }: { save: () => Promise<void> }) {
  const form = useFormValidation({ name: 'Ada' }, { rules: {} });
  const { submit, saving } = useSubmit(form, save);
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Name" {...textField(form, 'name')} />
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </form>
  );
}

describe('a submit in flight: a double-click sends once', () => {
  it('useSubmit saves once when Save is double-clicked, and Save is disabled until the reply', async () => {
    const { write, finish } = slowWrite();
    renderWithProviders(<NameForm save={write} />);
    await userEvent.setup().dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(write).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('ConfirmModal runs its action once on a double-click ("Cancel training" does not answer twice)', async () => {
    const { write, finish } = slowWrite();
    renderWithProviders(
      <ConfirmModal
        opened
        title="Cancel training?"
        message="It goes."
        confirmLabel="Cancel training"
        cancelLabel="Keep it"
        closeLabel="Close"
        onConfirm={write}
        onClose={() => {}}
      />,
    );
    await userEvent.setup().dblClick(await screen.findByRole('button', { name: 'Cancel training' }));
    expect(write).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toBeEnabled());
  });

  it('ActionButton runs its action once on a double-click', async () => {
    const { write, finish } = slowWrite();
    renderWithProviders(<ActionButton onClick={write}>Approve</ActionButton>);
    await userEvent.setup().dblClick(screen.getByRole('button', { name: 'Approve' }));
    expect(write).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(write).toHaveBeenCalledTimes(2);
  });
});
