import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useInFlight } from '../forms/use-in-flight.ts';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** The action; while the promise it returns runs, the buttons are disabled and a second click is ignored. */
  onConfirm: () => void | Promise<unknown>;
  onClose: () => void;
  loading?: boolean;
  /** Red for destructive actions such as delete. */
  color?: string;
}

/**
 * A yes/no question before an action that cannot be undone (delete). Labels come from the caller's
 * namespace. The action runs once however fast the confirm button is clicked twice.
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onClose,
  loading = false,
  // Shade 9: white on Mantine's default red is 3.3:1, under WCAG AA's 4.5:1.
  color = 'red.9',
}: ConfirmModalProps) {
  const inFlight = useInFlight();
  const busy = loading || inFlight.pending;
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': closeLabel }}>
      <Text size="sm" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color={color} onClick={() => void inFlight.run(onConfirm)} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
