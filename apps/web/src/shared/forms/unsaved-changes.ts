import { createContext, useContext, useEffect } from 'react';

/**
 * How a form tells the modal around it whether closing would throw away typed changes. Every form
 * built on useFormValidation reports through it; no form needs wiring.
 */
export type ReportUnsavedChanges = (dirty: boolean) => void;

export const UnsavedChangesContext = createContext<ReportUnsavedChanges | null>(null);

/** Tells the surrounding modal (if any) whether the form differs from what it was opened with. */
export function useReportUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!report) return;
    report(dirty);
    return () => report(false);
  }, [report, dirty]);
}
