/** sessionStorage key: when this tab last reloaded because a script file could not be loaded. */
export const RELOADED_AT_KEY = 'owner-portal:reloaded-for-missing-script';
/** A failure within this long of such a reload is left to the error screen: never a reload loop. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;

type Tab = Pick<Window, 'addEventListener' | 'sessionStorage' | 'location'>;

/** True, and remembered for the tab, when it did not reload for this in the last minute. */
export function claimReload(tab: Tab, now: number): boolean {
  try {
    const last = Number(tab.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now - last < RELOAD_AGAIN_AFTER_MS) return false;
    tab.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    return true;
  } catch {
    // Storage refused (private mode, a policy): with no way to tell a second failure, no reload.
    return false;
  }
}

/**
 * After a deploy, a page loaded from the previous release may ask for a script file no server has
 * any longer (Vite's `vite:preloadError`); reloading fetches the index.html being served now, whose
 * files exist. Once a minute at most, so a file that is truly missing shows the error instead.
 */
export function reloadOnStaleScript(tab: Tab = window): void {
  tab.addEventListener('vite:preloadError', () => {
    if (claimReload(tab, Date.now())) tab.location.reload();
  });
}
