import { ActionIcon, Menu } from '@mantine/core';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

/**
 * One compact menu per row, so a dense table keeps its actions in view. Picking an item first puts
 * focus back on the row's menu button: a modal the item opens then returns focus there when it
 * closes, instead of to the vanished menu item (which leaves focus at the top of the page).
 */
export function RowActionsMenu({
  label,
  loading,
  children,
}: {
  label: string;
  loading?: boolean;
  children: ReactNode;
}) {
  const target = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" aria-label={label} loading={loading}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClickCapture={() => target.current?.focus({ preventScroll: true })}>{children}</Menu.Dropdown>
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
    <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Menu.Item>
  );
}
