import { IconAddressBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contact, CONTACT_ACTIONS as ContractContactActions } from '@owner-portal/contract/contacts';
import { canPerform } from '@owner-portal/contract/permissions';
import { AddButton } from '../../../shared/admin/add-button.tsx';
import { EditModal } from '../../../shared/admin/edit-modal.tsx';
import { useConfirmDelete } from '../../../shared/admin/use-confirm-delete.ts';
import { useEditModal } from '../../../shared/admin/use-edit-modal.ts';
import { notifyFailure, notifySuccess } from '../../../shared/notifications/notify.ts';
import { useSession } from '../../../shared/session/session.ts';
import { ListScreen } from '../../../shared/table/list-screen.tsx';
import { useListQuery } from '../../../shared/table/use-table-params.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useImpersonate } from '../../admin-customers/api/impersonate-api.ts';
import { useContacts, useDeleteContact, useReinviteContact, useSaveContact } from '../api/contacts-api.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactRowActions } from '../components/contact-row-actions.tsx';
import type { ContactPermissions } from '../components/contact-row-actions.tsx';
import { contactColumns } from '../components/contacts-columns.tsx';
import '../admin-contacts-i18n.ts';

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

/** Which contact actions a role may take (SPEC point 6; tech: update only). */
export function contactPermissions(role: string | null | undefined): ContactPermissions {
  const can = (key: keyof typeof CONTACT_ACTIONS) => canPerform(role, CONTACT_ACTIONS[key], 'admin-contacts');
  return { add: can('add'), sendInvite: can('sendInvite'), edit: can('edit'), delete: can('delete') };
}

/** /admin: the contacts list with its add/edit modal and row actions (issue 5). */
export function ContactsPage() {
  const { t } = useTranslation('admin-contacts');
  const title = useDocumentTitle('admin-contacts:title');
  const can = contactPermissions(useSession().user?.role);
  const contacts = useContacts(useListQuery());
  const save = useSaveContact();
  const remove = useDeleteContact();
  const reinvite = useReinviteContact();
  const impersonate = useImpersonate();
  const editor = useEditModal<Contact>();
  const deletion = useConfirmDelete({
    remove: (contact: Contact) => remove.mutateAsync(contact.id),
    pending: remove.isPending,
    deletedText: t('deleted'),
    failedTitle: t('errors.delete'),
  });

  const columns = contactColumns(t, (contact) => (
    <ContactRowActions
      contact={contact}
      can={can}
      busy={
        (reinvite.isPending && reinvite.variables === contact.id) ||
        (impersonate.isPending && impersonate.variables.contactId === contact.id)
      }
      onInvite={() => reinvite.mutate(contact.id, { onSuccess: () => notifySuccess(t('inviteSent')) })}
      onImpersonate={() =>
        contact.customer &&
        impersonate.mutate(
          { customerId: contact.customer.id, contactId: contact.id },
          { onError: (error) => notifyFailure(t('errors.impersonate'), error) },
        )
      }
      onEdit={() => editor.openEdit(contact)}
      onDelete={() => deletion.ask(contact)}
    />
  ));

  return (
    <>
      <ListScreen
        title={title}
        list={contacts}
        columns={columns}
        emptyMessage={t('empty')}
        dateFilter
        actions={can.add && <AddButton label={t('actions.add')} onClick={editor.openAdd} />}
      />
      {contacts.isError && <EmptyStateMessage icon={<IconAddressBook aria-hidden />} description={t('errors.load')} />}
      <EditModal
        editor={editor}
        addTitle={t('addTitle')}
        editTitle={t('editTitle')}
        closeLabel={t('actions.close')}
        size="lg"
        save={save.mutateAsync}
        savedText={t('saved')}
        addedText={t('added')}
      >
        {(form) => <ContactForm contact={form.item} onSave={form.onSave} onCancel={form.onCancel} />}
      </EditModal>
      <ConfirmModal
        {...deletion.modal}
        title={t('deleteTitle')}
        message={t('deleteText', {
          name: deletion.target ? `${deletion.target.first_name} ${deletion.target.last_name}` : '',
        })}
        confirmLabel={t('actions.confirmDelete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
      />
    </>
  );
}
