import { describe, expect, it, vi } from 'vitest';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

type Rep = { id: number; name: string };

function Screen({ remove, closeOnError }: { remove: (rep: Rep) => Promise<unknown>; closeOnError?: boolean }) {
  const deletion = useConfirmDelete({
    remove,
    pending: false,
    deletedText: 'Deleted',
    failedTitle: 'Not deleted',
    closeOnError,
  });
  return (
    <>
      <Button onClick={() => deletion.ask({ id: 1, name: 'Maria' })}>Delete Maria</Button>
      <ConfirmModal
        {...deletion.modal}
        title="Delete rep"
        message={`Delete ${deletion.target?.name ?? ''}?`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        closeLabel="Close"
      />
    </>
  );
}

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete Maria' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete rep' });
  expect(within(dialog).getByText('Delete Maria?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('useConfirmDelete', () => {
  it('deletes the record asked about, says so and closes', async () => {
    const remove = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(<Screen remove={remove} />);
    await confirm(user);
    expect(remove).toHaveBeenCalledWith({ id: 1, name: 'Maria' });
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete rep' })).not.toBeInTheDocument());
  });

  it('shows the failure’s message and keeps asking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen remove={() => Promise.reject(new Error('Still assigned.'))} />);
    await confirm(user);
    expect((await screen.findAllByText('Still assigned.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Delete rep' })).toBeInTheDocument();
  });

  it('closes on a failure too when told to', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen remove={() => Promise.reject(new Error('Still assigned.'))} closeOnError />);
    await confirm(user);
    expect((await screen.findAllByText('Not deleted')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete rep' })).not.toBeInTheDocument());
  });
});
