import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_AGAIN_AFTER_MS, reloadOnStaleScript } from './reload-on-stale-script.ts';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

/** A tab with this test's storage and a reload that is only counted. */
function tab(storage: Storage = sessionStorage) {
  const events = new EventTarget();
  const reload = vi.fn();
  const fake = Object.assign(events, { sessionStorage: storage, location: { reload } });
  reloadOnStaleScript(fake as unknown as Window);
  return {
    failLoad: () => events.dispatchEvent(new Event('vite:preloadError')),
    reloads: () => reload.mock.calls.length,
  };
}

describe('a script file that fails to load', () => {
  it('reloads the page once, and not again within a minute, so a file truly missing never loops', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const first = tab();
    first.failLoad();
    expect(first.reloads()).toBe(1);
    // The reloaded page is a new one, with the same tab's storage.
    const second = tab();
    vi.advanceTimersByTime(RELOAD_AGAIN_AFTER_MS - 1000);
    second.failLoad();
    expect(second.reloads()).toBe(0);
  });

  it('reloads again once a minute has passed (the next release)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    tab().failLoad();
    vi.advanceTimersByTime(RELOAD_AGAIN_AFTER_MS);
    const later = tab();
    later.failLoad();
    expect(later.reloads()).toBe(1);
  });

  it('does not reload when the tab keeps no session storage: it could not tell a loop', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const page = tab(refusing);
    page.failLoad();
    expect(page.reloads()).toBe(0);
  });
});
