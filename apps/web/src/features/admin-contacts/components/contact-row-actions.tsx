import { Menu } from '@mantine/core';
import { IconMailForward, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@owner-portal/contract/contacts';
import { DeleteMenuItem, EditMenuItem, RowActionsMenu } from '../../../shared/admin/row-actions-menu.tsx';
import '../admin-contacts-i18n.ts';

export interface ContactPermissions {
  add: boolean;
  sendInvite: boolean;
  edit: boolean;
  delete: boolean;
}

interface ContactRowActionsProps {
  contact: Contact;
  can: ContactPermissions;
  busy: boolean;
  onInvite: () => void;
  onImpersonate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Resend invite, impersonate (every row), edit and delete, as far as the role may (SPEC points 2 and 6). */
export function ContactRowActions({
  contact,
  can,
  busy,
  onInvite,
  onImpersonate,
  onEdit,
  onDelete,
}: ContactRowActionsProps) {
  const { t } = useTranslation('admin-contacts');
  const name = `${contact.first_name} ${contact.last_name}`;
  return (
    <RowActionsMenu label={t('actions.menu', { name })} loading={busy}>
      {can.sendInvite && (
        <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={onInvite}>
          {t('actions.resendInvite')}
        </Menu.Item>
      )}
      <Menu.Item
        leftSection={<IconUserShare size={16} aria-hidden />}
        onClick={onImpersonate}
        disabled={!contact.customer}
      >
        {t('actions.impersonate')}
      </Menu.Item>
      {can.edit && <EditMenuItem label={t('actions.edit')} onClick={onEdit} />}
      {can.delete && <DeleteMenuItem label={t('actions.delete')} onClick={onDelete} />}
    </RowActionsMenu>
  );
}
