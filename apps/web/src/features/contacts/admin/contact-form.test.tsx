import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@owner-portal/contract/contacts/contacts';
import { PASSWORD_MASK } from '@owner-portal/contract/constants';
import { SchemaForm } from '../../../shared/admin/schema-form.tsx';
import { ApiError } from '../../../shared/api/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/tokens.ts';
import { contactForm } from './contact-form.ts';

const contact: Contact = {
  id: 42,
  first_name: 'Olivia',
  last_name: 'Owner',
  email: 'owner@demo.test',
  phone: '4075550111',
  internal_id: '100001',
  invite_sent_at: null,
  unlocked_trainings: 0,
  lang_code: 'en',
  created_at: '2026-11-01T10:00:00.000Z',
  customer: { id: 1, company_name: 'Stitch & Thread Co.', subsidiary_id: 1 },
};

// The company choice asks GET /api/admin/customers/find as it opens and as the user types.
const fetchMock = vi.fn(async () => jsonResponse(200, { data: [{ id: 1, company_name: 'Stitch & Thread Co.' }] }));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

function renderForm(current: Contact | null, onSave = vi.fn(async () => undefined)) {
  renderWithProviders(
    <SchemaForm spec={contactForm} namespace="admin-contacts" item={current} onSave={onSave} onCancel={vi.fn()} />,
  );
  return { onSave, user: userEvent.setup({ delay: null }) };
}

const save = () => screen.getByRole('button', { name: 'Save' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Admin');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '2223334444');
}

// Typing into Mantine inputs in jsdom is slow; these tests type a whole form.
describe('contact form: add (internal id optional, customer optional)', { timeout: 20_000 }, () => {
  it('asks for the required fields but not for internal_id or customer, and does not submit', async () => {
    const { onSave, user } = renderForm(null);
    expect(screen.queryByLabelText(/^Internal ID/)).not.toBeInTheDocument();
    await user.click(save());
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone is required.')).toBeInTheDocument();
    expect(screen.queryByText('Customer is required.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Internal id/)).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the phone and email messages, blocks the submit, and clears an error when its field is edited', async () => {
    const { onSave, user } = renderForm(null);
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Admin');
    await user.type(screen.getByLabelText(/^Email/), 'ada@nowhere');
    await user.type(screen.getByLabelText(/^Phone/), '12345');
    await user.click(save());
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), '.com');
    expect(screen.queryByText('Invalid email address.')).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '2223334444');
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('sends no customer, internal id or password when none is given', async () => {
    const { onSave, user } = renderForm(null);
    await fillRequired(user);
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      id: null,
      body: {
        first_name: 'Ada',
        last_name: 'Admin',
        email: 'ada@example.com',
        phone: '(222) 333 - 4444',
        customer_id: null,
      },
    });
  });
});

describe('contact form: edit (internal id required, password sent only when changed)', { timeout: 20_000 }, () => {
  it('prefills the 19-bullet mask and does not send the password while it is unchanged', async () => {
    const { onSave, user } = renderForm(contact);
    expect(screen.getByLabelText(/^Password/)).toHaveValue(PASSWORD_MASK);
    expect(PASSWORD_MASK).toHaveLength(19);
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(407) 555 - 0111');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      id: 42,
      body: {
        first_name: 'Olivia',
        last_name: 'Owner',
        email: 'owner@demo.test',
        phone: '(407) 555 - 0111',
        customer_id: 1,
        internal_id: '100001',
      },
    });
  });

  it('sends the password once it was changed from the mask', async () => {
    const { onSave, user } = renderForm(contact);
    const password = screen.getByLabelText(/^Password/);
    await user.clear(password);
    await user.type(password, 'a-new-secret-9');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ id: 42, body: expect.objectContaining({ password: 'a-new-secret-9' }) });
  });

  it('requires internal_id, digits only', async () => {
    const { onSave, user } = renderForm(contact);
    const internalId = screen.getByLabelText(/^Internal ID/);
    await user.clear(internalId);
    await user.click(save());
    expect(screen.getByText('Internal id is required.')).toBeInTheDocument();
    await user.type(internalId, '12a');
    expect(screen.queryByText('Internal id is required.')).not.toBeInTheDocument();
    await user.click(save());
    expect(screen.getByText('Internal id must contain digits only.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s 422 texts on their fields, the company’s on the customer select', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'], customer_id: ['The selected customer is invalid.'] },
      });
    });
    const { user } = renderForm(contact, onSave);
    await user.click(save());
    expect(await screen.findAllByText('The email has already been taken.')).toHaveLength(2); // field + notification
    expect(screen.getAllByText('The selected customer is invalid.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
  });
});
