import { describe, expect, it } from 'vitest';
import { TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route } from 'react-router';
import { renderWithProviders } from '../../test/render.tsx';
import { FormModal, useDiscardGuard } from './form-modal.tsx';
import { PageLeaveGuard } from './page-leave-guard.tsx';
import { textField } from './text-field.ts';
import { useFormValidation } from './use-form-validation.ts';

const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Dialogs drawn with Mantine's Modal itself: none holds typed input, so none has anything to lose. */
const DIALOGS_WITHOUT_TYPED_INPUT: Record<string, string> = {
  './form-modal.tsx': 'the form modal itself',
  './page-leave-guard.tsx': 'the question asked before a link leaves a page form',
  '../ui/confirm-modal.tsx': 'a yes/no question',
  '../admin/admin-resource-page.tsx': "a record's read-only detail",
  '../../app/shell/first-time-language-modal.tsx': 'two language buttons',
  '../../app/shell/notification-bell.tsx': 'the list of notifications',
  '../../features/training/components/thank-you-modal.tsx': 'a thank-you',
  '../../features/integration/admin/components/key-reveal.tsx': 'a new key to copy (read-only)',
  '../../features/webhooks/admin/components/new-secret-dialog.tsx': 'a new secret to copy (read-only)',
  '../../features/schedule/components/confirm-training-modal.tsx': 'the booking facts and Confirm',
  '../../features/search/components/header-search.tsx': "the phone's search box: a look-up, not work to lose",
};

const FORM = /\buseFormValidation\b|<DeclaredForm\b|<SchemaForm\b/;
const usesMantineModal = (text: string) => /import \{[^}]*\bModal\b[^}]*\} from '@mantine\/core'/.test(text);

/** How each form that holds typed input is kept from being lost. */
function protection(path: string, text: string): string {
  if (/<FormModal\b/.test(text)) return 'FormModal';
  if (/<EditModal\b/.test(text)) return 'EditModal (a FormModal)';
  if (path === '../admin/schema-form.tsx') return 'EditModal (a FormModal) or the page guard, where it is drawn';
  if (/guardLeaving: false/.test(text)) return 'opted out';
  if (usesMantineModal(text)) return 'UNGUARDED MODAL';
  return 'page guard';
}

/** A form with one field, reporting typed input to whatever holds it (a dialog or the page guard). */
function NameForm() {
  const form = useFormValidation({ name: '' }, { rules: {} });
  return <TextInput label="Name" {...textField(form, 'name')} />;
}

/** A page holding that form under the page guard, with whatever else the test puts on it. */
function GuardedNamePage({ children }: { children?: ReactNode }) {
  return (
    <>
      <PageLeaveGuard />
      <NameForm />
      {children}
    </>
  );
}

/** That form in a form modal, open; `exposeClose` hands the test a way to close it as the app would. */
function NameDialog({ exposeClose }: { exposeClose?: (close: () => void) => void }) {
  const [opened, setOpened] = useState(true);
  useEffect(() => exposeClose?.(() => setOpened(false)), [exposeClose]);
  const guard = useDiscardGuard({ onClose: () => setOpened(false) });
  return (
    <FormModal guard={guard} opened={opened} title="Add contact" closeLabel="Close">
      <NameForm />
    </FormModal>
  );
}

describe('every form that holds typed input asks before discarding it', () => {
  it('no form sits in a plain Modal: every Mantine Modal is listed as holding no typed input', () => {
    const plain = Object.entries(sources)
      .filter(([, text]) => usesMantineModal(text))
      .map(([path]) => path)
      .filter((path) => !(path in DIALOGS_WITHOUT_TYPED_INPUT));
    expect(plain).toEqual([]);
    for (const path of Object.keys(DIALOGS_WITHOUT_TYPED_INPUT)) {
      expect(sources[path], path).toBeDefined();
      if (path.startsWith('./')) continue;
      // A form it draws is drawn in its EditModal (a FormModal), not in the plain one.
      if (!/<(EditModal|FormModal)\b/.test(sources[path]!)) expect(sources[path], path).not.toMatch(FORM);
      expect(sources[path], path).not.toMatch(/<(TextInput|Textarea|PasswordInput|PhoneInput)\b(?![^>]*readOnly)/);
    }
  });

  it('each form is protected by the form modal or the page guard; only the sign-in and password-link forms opt out', () => {
    const forms = Object.fromEntries(
      Object.entries(sources)
        .filter(([path, text]) => FORM.test(text) && !path.startsWith('./'))
        .map(([path, text]) => [path, protection(path, text)]),
    );
    expect(Object.values(forms)).not.toContain('UNGUARDED MODAL');
    expect(forms['../../features/schedule/components/training-form-modal.tsx']).toBe('FormModal');
    expect(
      Object.entries(forms)
        .filter(([, how]) => how === 'opted out')
        .map(([path]) => path)
        .sort(),
    ).toEqual([
      '../../features/auth/components/sign-in-form.tsx',
      '../../features/auth/pages/password-request-page.tsx',
      '../../features/auth/pages/password-reset-page.tsx',
    ]);
  });

  it('a page form with typed input asks before an in-app link takes the reader away', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <GuardedNamePage>
        <Link to="/orders">Orders</Link>
      </GuardedNamePage>,
      { route: '/account', path: '/account' },
    );
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
  });

  it("the browser's Back asks before it takes a page form's typed input away, and Discard goes back", async () => {
    function OrdersPage() {
      return <Link to="/account">Account</Link>;
    }
    const user = userEvent.setup();
    renderWithProviders(<GuardedNamePage />, {
      route: '/orders',
      path: '/account',
      extraRoutes: <Route path="/orders" element={<OrdersPage />} />,
      browserHistory: true,
    });
    await user.click(screen.getByRole('link', { name: 'Account' }));
    await user.type(await screen.findByLabelText('Name'), 'Ada');

    act(() => window.history.back());
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await waitFor(() => expect(window.location.pathname).toBe('/account'));
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');

    act(() => window.history.back());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(window.location.pathname).toBe('/orders');
  });

  /** A reload, a closed tab or a typed address: the browser's beforeunload, which asks when prevented. */
  const browserWouldAsk = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("the browser asks before a reload or a closed tab loses a page form's typed input, and only then", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<GuardedNamePage />, { route: '/account', path: '/account' });
    expect(browserWouldAsk()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await waitFor(() => expect(browserWouldAsk()).toBe(true));
    await user.clear(screen.getByLabelText('Name'));
    await waitFor(() => expect(browserWouldAsk()).toBe(false));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    unmount();
    expect(browserWouldAsk()).toBe(false);
  });

  it("the browser asks before a reload or a closed tab loses a dialog form's typed input, and only then", async () => {
    let close = () => {};
    const user = userEvent.setup();
    renderWithProviders(<NameDialog exposeClose={(closeIt) => (close = closeIt)} />);
    const name = await screen.findByLabelText('Name');
    expect(browserWouldAsk()).toBe(false);
    await user.type(name, 'Ada');
    await waitFor(() => expect(browserWouldAsk()).toBe(true));
    act(() => close());
    await waitFor(() => expect(browserWouldAsk()).toBe(false));
  });

  it("the browser's Back with a dialog form's typed input open asks in the dialog; Discard closes it and stays", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NameDialog />, {
      route: '/orders',
      path: '/contacts',
      extraRoutes: <Route path="/orders" element={<Link to="/contacts">Contacts</Link>} />,
      browserHistory: true,
    });
    await user.click(screen.getByRole('link', { name: 'Contacts' }));
    await user.type(await screen.findByLabelText('Name'), 'Ada');

    act(() => window.history.back());
    expect(await screen.findByText('Keep editing')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/contacts'));
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');

    act(() => window.history.back());
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/contacts');
    expect(window.location.pathname).toBe('/contacts');
  });
});
