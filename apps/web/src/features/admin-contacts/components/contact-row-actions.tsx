import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconMailForward, IconPencil, IconTrash, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@owner-portal/contract/contacts';
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

/**
 * One compact menu per row, so the dense table keeps its actions in view: resend invite,
 * impersonate (every row), edit and delete, as far as the role may (SPEC points 2 and 6).
 */
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
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.menu', { name })} loading={busy}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
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
        {can.edit && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        {can.delete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
