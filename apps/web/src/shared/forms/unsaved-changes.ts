import { createContext, useContext, useEffect } from 'react';

/**
 * A box a modal hands to the form inside it, so the modal knows whether closing would throw away
 * typed changes. Every form built on useFormValidation fills it in; no form needs wiring.
 */
export interface UnsavedChanges {
  dirty: boolean;
}

export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** Tells the surrounding modal (if any) whether the form differs from what it was opened with. */
export function useReportUnsavedChanges(dirty: boolean): void {
  const box = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!box) return;
    box.dirty = dirty;
    return () => {
      box.dirty = false;
    };
  }, [box, dirty]);
}
