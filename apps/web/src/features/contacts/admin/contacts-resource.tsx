import { Menu } from '@mantine/core';
import { IconMailForward, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  Contact,
  ContactCreateBody,
  ContactUpdateBody,
  CONTACT_ACTIONS as ContractContactActions,
} from '@owner-portal/contract/contacts/contacts';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import { canPerform } from '@owner-portal/contract/permissions';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import type { ResourceContext } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { resourceApi } from '../../../shared/admin/resource-api.ts';
import { notifyFailure, notifySuccess } from '../../../shared/notifications/notify.ts';
import { useImpersonate } from '../../customers/customers.feature.tsx';
import { contactKeys, useReinviteContact } from './api/contacts-api.ts';
import { contactColumns } from './components/contacts-columns.tsx';
import { ContactPage } from './pages/contact-page.tsx';
import './admin-contacts-i18n.ts';

/**
 * The contract's CONTACT_ACTIONS, restated because its module builds zod schemas at load time and
 * would pull zod into the sign-in bundle; `satisfies` keeps the two identical.
 */
const CONTACT_ACTIONS = {
  add: 'create',
  sendInvite: 'update',
  edit: 'update',
  delete: 'delete',
} as const satisfies typeof ContractContactActions;

/** Which contact actions a role may take (tech: update only, which includes resending the invite). */
export function contactPermissions(role: string | null | undefined) {
  const can = (key: keyof typeof CONTACT_ACTIONS) => canPerform(role, CONTACT_ACTIONS[key], 'admin-contacts');
  return { add: can('add'), sendInvite: can('sendInvite'), edit: can('edit'), delete: can('delete') };
}

/** Resend the invite (as far as the role may) and open the contact's portal, on every row. */
function useContactRowActions() {
  const { t } = useTranslation('admin-contacts');
  const reinvite = useReinviteContact();
  const impersonate = useImpersonate();
  return {
    busy: (c: Contact) =>
      (reinvite.isPending && reinvite.variables === c.id) ||
      (impersonate.isPending && impersonate.variables?.contactId === c.id),
    dialogs: impersonate.dialog,
    items: (c: Contact, { can }: ResourceContext<Contact>) => (
      <>
        {can(CONTACT_ACTIONS.sendInvite) && (
          <Menu.Item
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={() => reinvite.mutate(c.id, { onSuccess: () => notifySuccess(t('inviteSent')) })}
          >
            {t('actions.resendInvite')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconUserShare size={16} aria-hidden />}
          disabled={!c.customer}
          onClick={() =>
            c.customer &&
            impersonate.ask(
              { customerId: c.customer.id, contactId: c.id, name: `${c.first_name} ${c.last_name}` },
              { onError: (error) => notifyFailure(t('errors.impersonate'), error) },
            )
          }
        >
          {t('actions.impersonate')}
        </Menu.Item>
      </>
    ),
  };
}

/** /admin: contacts with their add/edit modal and row actions, and a page per contact with its training and classes. */
export const contactsResource = defineResource({
  namespace: 'admin-contacts',
  area: 'contacts',
  routeName: 'admin-contacts',
  api: resourceApi<Contact, ContactCreateBody | ContactUpdateBody>({
    key: contactKeys.all,
    path: '/admin/customer_users',
  }),
  name: (c) => `${c.first_name} ${c.last_name}`,
  columns: contactColumns,
  dates: true,
  filters: [{ name: 'lang_code', options: LANGUAGE_CODES }],
  // The form (its inputs and rules) downloads when the modal first opens: the list is the first screen.
  form: lazyForm(() => import('./contact-form.ts').then((m) => m.contactForm)),
  modalSize: 'lg',
  useRowActions: useContactRowActions,
  viewPage: ContactPage,
});
