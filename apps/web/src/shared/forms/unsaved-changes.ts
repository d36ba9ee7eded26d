import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

/**
 * How a form tells what is around it whether leaving would throw away typed changes. Every form
 * built on useFormValidation reports through it; no form needs wiring.
 */
export type ReportUnsavedChanges = (dirty: boolean) => void;

/**
 * Inside a FormModal: the modal's report. Outside any (undefined): the form is on a page, and the
 * page-leave guard asks before a link takes the reader away. `null`: a form saved at once, which
 * nothing needs to protect (a product's resource draft).
 */
export const UnsavedChangesContext = createContext<ReportUnsavedChanges | null | undefined>(undefined);

// The page forms that hold typed input now. The guard (PageLeaveGuard) reads it.
const dirtyPageForms = new Set<symbol>();
const listeners = new Set<() => void>();
let version = 0;
function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Whether a form on the page holds typed input that leaving would lose. */
export function pageHoldsTypedInput(): boolean {
  return dirtyPageForms.size > 0;
}

/** Re-renders when a page form becomes dirty or clean. */
export function usePageHoldsTypedInput(): boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return pageHoldsTypedInput();
}

/**
 * Tells the surrounding modal (if any), or else the page-leave guard, whether the form differs from
 * what it was opened with. `page: false` for a form whose input is worth nothing once left (the
 * sign-in and password-link pages).
 */
export function useReportUnsavedChanges(dirty: boolean, { page = true }: { page?: boolean } = {}): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (report) {
      report(dirty);
      return () => report(false);
    }
    if (report === null || !page || !dirty) return;
    const form = Symbol('page form');
    dirtyPageForms.add(form);
    changed();
    return () => {
      dirtyPageForms.delete(form);
      changed();
    };
  }, [report, dirty, page]);
}
