import { useRef } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  /** Red for destructive actions such as delete. */
  color?: string;
  /** Start on the cancel button, when cancelling is the safe answer (discarding typed changes). */
  focusCancel?: boolean;
}

/** A yes/no question before an action that cannot be undone (delete). Labels come from the caller's namespace. */
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
  focusCancel = false,
}: ConfirmModalProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
      // Opened over another modal, the focus trap's first pick can lose to the modal below; once the
      // question is on screen, the safe answer takes focus for sure.
      onEnterTransitionEnd={focusCancel ? () => cancel.current?.focus() : undefined}
    >
      <Text size="sm" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button
          ref={cancel}
          variant="default"
          onClick={onClose}
          disabled={loading}
          data-autofocus={focusCancel || undefined}
        >
          {cancelLabel}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading} data-autofocus={!focusCancel || undefined}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
