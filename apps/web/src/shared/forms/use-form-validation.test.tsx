import { describe, expect, it, vi } from 'vitest';
import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { ApiError } from '../api/api-client.ts';
import { useFormValidation } from './use-form-validation.ts';
import type { ValidationConfig } from './validate-values.ts';

interface ContactValues {
  [field: string]: string;
  first_name: string;
  email: string;
  phone: string;
  internal_id: string;
}

const empty: ContactValues = { first_name: '', email: '', phone: '', internal_id: '' };
const rules: ValidationConfig<ContactValues>['rules'] = {
  first_name: ['required'],
  email: ['required', 'email'],
  phone: ['phone'],
  internal_id: ['required', 'digits'],
};

function ContactForm({
  onValid,
  serverError,
  ignore,
}: {
  onValid: (values: ContactValues) => void;
  serverError?: unknown;
  ignore?: Array<keyof ContactValues & string>;
}) {
  const form = useFormValidation<ContactValues>(empty, { rules, ignore });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      {(['first_name', 'email', 'phone', 'internal_id'] as const).map((field) => (
        <TextInput
          key={field}
          label={field}
          value={form.values[field]}
          error={form.errors[field]}
          onChange={(event) => form.setValue(field, event.currentTarget.value)}
        />
      ))}
      <Button type="submit">Save</Button>
      <Button onClick={() => form.applyServerErrors(serverError)}>Server</Button>
    </form>
  );
}

describe('form validation: a failed check blocks the submit; server errors show per field', () => {
  it('shows "{Field name} is required." for blank required fields and blocks the submit', async () => {
    const onValid = vi.fn();
    renderWithProviders(<ContactForm onValid={onValid} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Internal id is required.')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks email, phone and digits-only fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('email'), 'owner@nowhere');
    await user.type(screen.getByLabelText('phone'), '12345');
    await user.type(screen.getByLabelText('internal_id'), '12a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number.')).toBeInTheDocument();
    expect(screen.getByText('Internal id must contain digits only.')).toBeInTheDocument();
  });

  it('skips ignored fields', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onValid={onValid} ignore={['internal_id']} />);
    await user.type(screen.getByLabelText('first_name'), 'Ada');
    await user.type(screen.getByLabelText('email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Internal id is required.')).not.toBeInTheDocument();
    expect(onValid).toHaveBeenCalledWith({ first_name: 'Ada', email: 'ada@example.com', phone: '', internal_id: '' });
  });

  it('clears a field’s error when it is edited, and submits once every error is gone', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('first_name'), 'A');
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('email'), 'a@b.co');
    await user.type(screen.getByLabelText('internal_id'), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('shows server errors per field and one notification per text, titled with the server message', async () => {
    const serverError = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'], phone: ['Invalid phone number.', 'Phone is blocked.'] },
    });
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onValid={onValid} serverError={serverError} />);
    await user.click(screen.getByRole('button', { name: 'Server' }));
    expect(await screen.findAllByText('The given data was invalid.')).toHaveLength(3);
    expect(screen.getAllByText('The email has already been taken.')).toHaveLength(2); // field + notification
    expect(screen.getByText('Phone is blocked.')).toBeInTheDocument();
    expect(screen.getByLabelText('email')).toHaveAttribute('aria-invalid', 'true');
    // Submit stays blocked while the server's field errors stand.
    await user.type(screen.getByLabelText('first_name'), 'Ada');
    await user.type(screen.getByLabelText('internal_id'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
  });
});
