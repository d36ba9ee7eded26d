import { ActionIcon, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

/** One compact menu per row, so a dense table keeps its actions in view. */
export function RowActionsMenu({
  label,
  loading,
  children,
}: {
  label: string;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label} loading={loading}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

interface MenuActionProps {
  label: string;
  onClick: () => void;
}

export function EditMenuItem({ label, onClick }: MenuActionProps) {
  return (
    <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Menu.Item>
  );
}

export function DeleteMenuItem({ label, onClick }: MenuActionProps) {
  return (
    <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Menu.Item>
  );
}
