import { useEffect, useState } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DiscardChanges } from './discard-changes.tsx';
import { usePageHoldsTypedInput } from './unsaved-changes.ts';
import { useHistoryStepGuard } from './history-step-guard.ts';
import { useWarnBeforeUnload } from './warn-before-unload.ts';

/** The in-app address a click would open, or null when the click is not an in-app link's. */
export function inAppLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to the page itself (a hash, the same list) loses nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the reader asked to go: an in-app address, or a number of steps through the browser's history. */
type Leave = { to: string } | { steps: number };

/**
 * A page form holding typed input (an account's password, a video's texts) asks "Discard your
 * changes?" before a link in the app (navigation, the header, the breadcrumbs) or the browser's
 * Back and Forward take the reader away, and the browser asks before a reload or a closed tab
 * loses it. Mounted once by each signed-in area's frame; forms report through useFormValidation.
 */
export function PageLeaveGuard() {
  const { t } = useTranslation('common');
  const { key } = useLocation();
  // Once the reader chose Discard, the page being left asks nothing more while the next one draws
  // (the router shows it in a transition: a quick click could meet the old page's guard).
  const [discardedAt, setDiscardedAt] = useState<string | null>(null);
  const holding = usePageHoldsTypedInput() && discardedAt !== key;
  const navigate = useNavigate();
  const [leave, setLeave] = useState<Leave | null>(null);
  useWarnBeforeUnload(holding);
  const takeSteps = useHistoryStepGuard(holding, (steps) => setLeave({ steps }));

  useEffect(() => {
    if (!holding) return;
    // Capture, on the document: before the router's own link handler sees the click.
    const onClick = (event: MouseEvent) => {
      const to = inAppLinkTarget(event);
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      setLeave({ to });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [holding]);

  return (
    <Modal
      opened={leave !== null}
      onClose={() => setLeave(null)}
      title={t('discard.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <DiscardChanges
        onKeepEditing={() => setLeave(null)}
        onDiscard={() => {
          setLeave(null);
          setDiscardedAt(key);
          if (leave && 'to' in leave) void navigate(leave.to);
          else if (leave) takeSteps(leave.steps);
        }}
      />
    </Modal>
  );
}
