import { useEffect, useEffectEvent } from 'react';

/**
 * While `holding()` says typed input would be lost, reloading, closing the tab or typing another
 * address makes the browser ask first (its own dialog: a page cannot word it). Links inside the app
 * ask with the app's own dialog instead (PageLeaveGuard, FormModal).
 */
export function useWarnBeforeUnload(active: boolean, holding: () => boolean = () => true): void {
  const onBeforeUnload = useEffectEvent((event: BeforeUnloadEvent) => {
    if (!holding()) return;
    event.preventDefault();
    // Older browsers ask only when a value is set.
    event.returnValue = '';
  });
  useEffect(() => {
    if (!active) return;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
