import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { DiscardChanges } from './discard-changes.tsx';
import { UnsavedChangesContext } from './unsaved-changes.ts';
import { useHistoryStepGuard } from './history-step-guard.ts';
import { useWarnBeforeUnload } from './warn-before-unload.ts';

export interface DiscardGuard {
  /** "Discard your changes?" is shown in place of the form. */
  asking: boolean;
  /** Escape, a click outside, the × or a Close button: asks first when the form holds typed input. */
  request: () => void;
  keepEditing: () => void;
  discard: () => void;
  /** What a form inside reports through UnsavedChangesContext (every useFormValidation form does). */
  report: (dirty: boolean) => void;
  /** Whether closing now would throw away typed input. */
  holding: () => boolean;
}

/**
 * Whether closing a form would throw away typed input, and the question that asks first. `dirty`
 * is for a form that owns the modal (it calls useFormValidation itself); a form drawn inside the
 * modal reports on its own through the context FormModal provides.
 */
export function useDiscardGuard({ onClose, dirty }: { onClose: () => void; dirty?: boolean }): DiscardGuard {
  const reported = useRef(false);
  const report = useCallback((value: boolean) => {
    reported.current = value;
  }, []);
  const [asking, setAsking] = useState(false);
  return {
    asking,
    request: () => (dirty || reported.current ? setAsking(true) : onClose()),
    keepEditing: () => setAsking(false),
    discard: () => {
      setAsking(false);
      onClose();
    },
    report,
    holding: () => Boolean(dirty) || reported.current,
  };
}

export interface FormModalProps {
  guard: DiscardGuard;
  opened: boolean;
  title: ReactNode;
  closeLabel: string;
  size?: MantineSize;
  children: ReactNode;
}

/**
 * The one modal for a form that holds typed input: Escape, a click outside, the close button (and
 * any Close button wired to `guard.request`) ask "Discard your changes?" in the same dialog before
 * typed input is lost; the form is hidden, not unmounted, so "Keep editing" finds it as it was.
 * A source test holds every modal with a form to it.
 */
export function FormModal({ guard, opened, title, closeLabel, size, children }: FormModalProps) {
  const { t } = useTranslation('common');
  const form = useRef<HTMLDivElement>(null);
  useWarnBeforeUnload(opened, guard.holding);
  // Back or Forward asks here as the × does; Discard closes the dialog and the reader stays on the page.
  useHistoryStepGuard(opened, guard.request, guard.holding);
  // Focus goes back to what opened the dialog (a row's menu button) when it closes. Read as it opens,
  // before the dialog draws: Mantine's own return reads it in an effect, which on a busy machine can
  // run after the dialog has already taken focus, and then gives focus back to the closed dialog.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  // Focus back to the opener, unless the reader (or what the dialog did on closing) has put it somewhere
  // else meanwhile: only from nowhere, or from where it was as the dialog closed (`atClose`).
  const focusOpener = useCallback(
    (atClose: Element | null = null) => {
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || now === atClose))
        opener.focus({ preventScroll: true });
    },
    [opener],
  );
  useEffect(() => {
    if (opened || !opener) return;
    const atClose = document.activeElement;
    const timer = window.setTimeout(() => focusOpener(atClose), 10);
    return () => window.clearTimeout(timer);
  }, [opened, opener, focusOpener]);
  // Once the dialog has gone: a field drawn during its closing (its data arriving late) may have taken
  // focus and vanished with it, leaving focus nowhere.
  const afterClosed = () => window.setTimeout(() => focusOpener());
  const keepEditing = () => {
    guard.keepEditing();
    // Back to the form's first field, where the typing was.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus());
  };
  return (
    <Modal
      opened={opened}
      returnFocus={false}
      onExitTransitionEnd={afterClosed}
      // While the question is shown, Escape (or a click outside) answers "keep editing".
      onClose={guard.asking ? keepEditing : guard.request}
      title={guard.asking ? t('discard.title') : title}
      size={size}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {guard.asking && <DiscardChanges onKeepEditing={keepEditing} onDiscard={guard.discard} />}
      <div ref={form} hidden={guard.asking}>
        <UnsavedChangesContext.Provider value={guard.report}>{children}</UnsavedChangesContext.Provider>
      </div>
    </Modal>
  );
}
