import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contact, CONTACT_ACTIONS as ContractContactActions } from '@owner-portal/contract/contacts';
import { canPerform } from '@owner-portal/contract/permissions';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.ts';
import { useSession } from '../../../shared/session/session.ts';
import { DataTable } from '../../../shared/table/data-table.tsx';
import { toListQuery, useTableParams } from '../../../shared/table/use-table-params.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
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

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /admin: the contacts list with its add/edit modal and row actions (issue 5). */
export function ContactsPage() {
  const { t } = useTranslation('admin-contacts');
  const title = useDocumentTitle('admin-contacts:title');
  const can = contactPermissions(useSession().user?.role);
  const { params } = useTableParams();
  const contacts = useContacts(toListQuery(params));
  const save = useSaveContact();
  const remove = useDeleteContact();
  const reinvite = useReinviteContact();
  const impersonate = useImpersonate();
  const [form, setForm] = useState<{ opened: boolean; contact: Contact | null }>({ opened: false, contact: null });
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));

  const rows = contacts.data?.data ?? [];
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
          { onError: (error) => notifyError(t('errors.impersonate'), errorText(error)) },
        )
      }
      onEdit={() => setForm({ opened: true, contact })}
      onDelete={() => setDeleting(contact)}
    />
  ));

  const onSave = async (input: Parameters<typeof save.mutateAsync>[0]) => {
    await save.mutateAsync(input);
    notifySuccess(input.id === null ? t('added') : t('saved'));
    closeForm();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('deleted'));
        setDeleting(null);
      },
      onError: (error) => notifyError(t('errors.delete'), errorText(error)),
    });
  };

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(contact) => contact.id}
        totalPages={contacts.data?.meta.pagination.total_pages ?? 0}
        loading={contacts.isPending}
        emptyMessage={t('empty')}
        dateFilter
        actions={
          can.add && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setForm({ opened: true, contact: null })}
            >
              {t('actions.add')}
            </Button>
          )
        }
      />
      {contacts.isError && <EmptyStateMessage icon={<IconAddressBook aria-hidden />} description={t('errors.load')} />}
      <Modal
        opened={form.opened}
        onClose={closeForm}
        title={form.contact ? t('editTitle') : t('addTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <ContactForm key={form.contact?.id ?? 'new'} contact={form.contact} onSave={onSave} onCancel={closeForm} />
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteText', { name: deleting ? `${deleting.first_name} ${deleting.last_name}` : '' })}
        confirmLabel={t('actions.confirmDelete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
