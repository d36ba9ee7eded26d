import { ActionIcon, Menu } from '@mantine/core';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReactNode } from 'react';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

/**
 * One compact menu per row, so a dense table keeps its actions in view. Picking an item first puts
 * focus back on the row's menu button: a modal the item opens then returns focus there when it
 * closes, instead of to the vanished menu item (which leaves focus at the top of the page).
 *
 * Mantine's Menu (a popover, its positioning and focus handling) is mounted when the button is first
 * pressed: a page of rows, each with its own Menu, cost a large part of a list's first render
 * (docs/performance.md). The first press swaps in the Menu's own button, focuses it and then opens
 * the menu, so focus goes into the menu and comes back to the button as it always did.
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
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);

  const mountMenu = () => {
    // Rendered at once, so its button can take focus before it opens: the menu then returns focus there.
    flushSync(() => setMounted(true));
    target.current?.focus({ preventScroll: true });
    setOpened(true);
  };

  const button = (
    <ActionIcon
      ref={target}
      variant="subtle"
      aria-label={label}
      loading={loading}
      {...(!mounted && { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: mountMenu })}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  if (!mounted) return button;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
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
