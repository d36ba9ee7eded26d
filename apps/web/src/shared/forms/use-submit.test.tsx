import { describe, expect, it, vi } from 'vitest';
import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { ApiError } from '../api/api-client.ts';
import { textField } from './text-field.ts';
import { useFormValidation } from './use-form-validation.ts';
import { useSubmit } from './use-submit.ts';
import type { SubmitOptions } from './use-submit.ts';

type Values = { email: string };

function EmailForm({ save, options }: { save: (values: Values) => Promise<void>; options?: SubmitOptions }) {
  const form = useFormValidation<Values>({ email: '' }, { rules: { email: ['required', 'email'] } });
  const { submit, saving } = useSubmit(form, save, options);
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="email" {...textField(form, 'email')} />
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </form>
  );
}

const taken = new ApiError(422, { message: 'The given data was invalid.', errors: { mail: ['Already taken.'] } });

describe('useSubmit and textField', () => {
  it('wires the typed text to the field and saves only valid values', async () => {
    const save = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(<EmailForm save={save} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('email'), 'ada@example.com');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('marks the submit button busy while saving', async () => {
    let finish = () => {};
    const save = () => new Promise<void>((resolve) => (finish = resolve));
    const user = userEvent.setup();
    renderWithProviders(<EmailForm save={save} />);
    await user.type(screen.getByLabelText('email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading'));
  });

  it('shows a 422 on the field mapError names, and hands other failures to onOtherError', async () => {
    const onOtherError = vi.fn();
    const failures = [taken, new Error('offline')];
    const save = vi.fn(async () => {
      throw failures.shift();
    });
    const mapError = (error: unknown) =>
      error instanceof ApiError ? new ApiError(422, { errors: { email: error.fieldErrors.mail } }) : error;
    const user = userEvent.setup();
    renderWithProviders(<EmailForm save={save} options={{ mapError, onOtherError }} />);
    await user.type(screen.getByLabelText('email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('email')).toHaveAttribute('aria-invalid', 'true'));
    expect(onOtherError).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('email'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOtherError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' })));
  });
});
