import { describe, expect, it, vi } from 'vitest';
import { Button, TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { useFormValidation } from '../forms/use-form-validation.ts';
import { textField } from '../forms/text-field.ts';
import { EditModal } from './edit-modal.tsx';
import { useEditModal } from './use-edit-modal.ts';

type Rep = { id: number; name: string };
const maria: Rep = { id: 1, name: 'Maria' };

function Screen({ save }: { save: (input: { id: number | null }) => Promise<unknown> }) {
  const editor = useEditModal<Rep>();
  return (
    <>
      <Button onClick={editor.openAdd}>Add</Button>
      <Button onClick={() => editor.openEdit(maria)}>Edit Maria</Button>
      <EditModal
        editor={editor}
        addTitle="Add rep"
        editTitle="Edit rep"
        closeLabel="Close"
        save={save}
        savedText="Saved"
        addedText="Added"
      >
        {(form) => (
          <Button onClick={() => void form.onSave({ id: form.item?.id ?? null }).catch(() => {})}>
            Save {form.item?.name ?? 'new'}
          </Button>
        )}
      </EditModal>
    </>
  );
}

function NameForm() {
  const form = useFormValidation({ name: '' }, { rules: {} });
  return <TextInput label="Name" {...textField(form, 'name')} />;
}

function FormScreen() {
  const editor = useEditModal<Rep>();
  return (
    <>
      <Button onClick={editor.openAdd}>Add</Button>
      <EditModal
        editor={editor}
        addTitle="Add rep"
        editTitle="Edit rep"
        closeLabel="Close"
        save={async () => {}}
        savedText="Saved"
      >
        {() => <NameForm />}
      </EditModal>
    </>
  );
}

describe('EditModal', () => {
  it('closes an untouched form on Escape, but asks before Escape discards typed changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormScreen />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('dialog', { name: 'Add rep' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByLabelText('Name'), 'Maria');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Maria');

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('titles the modal by what it does, saves, says so and closes', async () => {
    const save = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(<Screen save={save} />);
    await user.click(screen.getByRole('button', { name: 'Edit Maria' }));
    expect(await screen.findByRole('dialog', { name: 'Edit rep' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Maria' }));
    expect(save).toHaveBeenCalledWith({ id: 1 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Save new' }));
    expect(await screen.findByText('Added')).toBeInTheDocument();
  });

  it('stays open when the save fails, so the form can show why', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen save={() => Promise.reject(new Error('422'))} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Save new' }));
    expect(screen.getByRole('dialog', { name: 'Add rep' })).toBeInTheDocument();
    expect(screen.queryByText('Added')).not.toBeInTheDocument();
  });
});
