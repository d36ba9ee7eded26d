import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { storeToken } from '../shared/session/token-storage.ts';
import { makeToken } from './tokens.ts';

/** For each test of the suite: every request goes to `fetchMock`, a user with `claims` is signed in; both undone after. */
export function signedInWithFetch(fetchMock: Mock, claims?: Parameters<typeof makeToken>[0]) {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    storeToken(makeToken(claims), false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
}
