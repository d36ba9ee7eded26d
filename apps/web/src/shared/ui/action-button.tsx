import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useInFlight } from '../forms/use-in-flight.ts';

export interface ActionButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The write; while the promise it returns runs the button spins, is disabled and ignores clicks. */
  onClick: () => Promise<unknown> | void;
  children: ReactNode;
  'aria-label'?: string;
  'data-autofocus'?: boolean;
}

/**
 * A button that sends something (approve, retry, confirm, download): it runs its action once per
 * press, however fast a second click follows, and shows the request in flight. A button that
 * writes uses this, `ConfirmModal` or a form's `useSubmit` (a source test holds it).
 */
export function ActionButton({ onClick, loading, disabled, children, ...props }: ActionButtonProps) {
  const { run, pending } = useInFlight();
  return (
    <Button {...props} loading={loading || pending} disabled={disabled} onClick={() => void run(onClick)}>
      {children}
    </Button>
  );
}
