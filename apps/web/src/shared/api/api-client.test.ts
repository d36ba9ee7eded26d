import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeToken } from '../../test/tokens.ts';
import {
  IMPERSONATION_TOKEN_KEY,
  TOKEN_KEY,
  clearImpersonationToken,
  readTokens,
  storeImpersonationToken,
  storeToken,
  subscribeTokens,
} from '../session/token-storage.ts';
import { i18n } from '../i18n/i18n.ts';
import { failureText } from '../i18n/server-text.ts';
import { api, ApiError, setApiNavigator, signInRedirectAfter401 } from './api-client.ts';

const staffToken = makeToken({ role: 'admin' });
const customerToken = makeToken();
const impersonationToken = makeToken({
  typ: 'impersonation',
  act: { id: 1, email: 'admin@demo.test', ver: 0, sid: 'staff-session' },
});

function lastAuthorization(fetchMock: ReturnType<typeof vi.fn>): string | null {
  const init = fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
  return new Headers(init.headers).get('Authorization');
}

describe('API client', () => {
  const fetchMock = vi.fn();
  const navigate = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setApiNavigator(navigate);
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [] }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    navigate.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('sends JSON with the bearer token of the signed-in user', async () => {
    storeToken(customerToken, false);
    await api.put('/customer', { lang_code: 'es' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/customer');
    const headers = new Headers(init.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe(`Bearer ${customerToken}`);
    expect(init.body).toBe('{"lang_code":"es"}');
  });

  it('uses the impersonation token for customer calls on customer paths while impersonating', async () => {
    storeToken(staffToken, false);
    storeImpersonationToken(impersonationToken);
    window.history.replaceState(null, '', '/orders');
    await api.get('/orders');
    expect(lastAuthorization(fetchMock)).toBe(`Bearer ${impersonationToken}`);
  });

  it('uses the admin token on admin paths while impersonating', async () => {
    storeToken(staffToken, false);
    storeImpersonationToken(impersonationToken);
    window.history.replaceState(null, '', '/admin/customers');
    await api.get('/languages');
    expect(lastAuthorization(fetchMock)).toBe(`Bearer ${staffToken}`);
  });

  it('uses the admin token for admin calls from a customer path', async () => {
    storeToken(staffToken, false);
    storeImpersonationToken(impersonationToken);
    window.history.replaceState(null, '', '/');
    await api.get('/admin/customers');
    expect(lastAuthorization(fetchMock)).toBe(`Bearer ${staffToken}`);
  });

  it('replaces the stored token with the one a reply carries', async () => {
    storeToken(customerToken, true);
    const fresh = makeToken({ jti: 'fresh' });
    fetchMock.mockResolvedValue(jsonResponse(200, { token: fresh }));
    await api.put('/customer', { lang_code: 'es' });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(fresh);
  });

  it('replaces the impersonation token when the reply answered an impersonated call', async () => {
    storeToken(staffToken, false);
    storeImpersonationToken(impersonationToken);
    window.history.replaceState(null, '', '/account');
    const fresh = makeToken({ typ: 'impersonation', jti: 'fresh' });
    fetchMock.mockResolvedValue(jsonResponse(200, { token: fresh }));
    await api.put('/customer', { lang_code: 'es' });
    expect(window.sessionStorage.getItem(IMPERSONATION_TOKEN_KEY)).toBe(fresh);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(staffToken);
  });

  it('on a 401 clears the stored token and goes to /auth/login from a customer path', async () => {
    storeToken(customerToken, true);
    window.history.replaceState(null, '', '/orders');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthenticated.' }));
    await expect(api.get('/orders')).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    // The reader is told why, and comes back to /orders after signing in again.
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Forders&reason=expired');
  });

  it("a 401 to a call made while impersonating ends the impersonation, not the staff member's session", async () => {
    storeToken(staffToken, false);
    storeImpersonationToken(impersonationToken);
    window.history.replaceState(null, '', '/orders');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthenticated.' }));
    await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(window.sessionStorage.getItem(IMPERSONATION_TOKEN_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(staffToken);
    expect(navigate).toHaveBeenCalledWith('/admin');
  });

  it('a 401 answering an impersonation already left (the way back revoked it meanwhile) changes nothing', async () => {
    storeToken(staffToken, false);
    storeImpersonationToken(impersonationToken);
    window.history.replaceState(null, '', '/orders');
    let answer: (reply: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const call = api.get('/orders');
    clearImpersonationToken();
    answer(jsonResponse(401, { message: 'Unauthenticated.' }));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(staffToken);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a 401 goes to /admin/login/ from an admin path', async () => {
    storeToken(staffToken, false);
    window.history.replaceState(null, '', '/admin/customers?page=2&search=ada');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthenticated.' }));
    await expect(api.get('/admin/customers')).rejects.toMatchObject({ status: 401 });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      `/admin/login/?redirect=${encodeURIComponent('/admin/customers?page=2&search=ada')}&reason=expired`,
    );
  });

  it('a 401 on a sign-in page clears the tokens and tells the screens at once', async () => {
    storeToken(customerToken, false);
    window.history.replaceState(null, '', '/auth/login');
    const listener = vi.fn();
    const unsubscribe = subscribeTokens(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Wrong email or password.' }));
    await expect(api.post('/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(readTokens().token).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 without a session (nothing stored) goes to the sign-in page without saying a session expired', async () => {
    window.history.replaceState(null, '', '/orders');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthenticated.' }));
    await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('a 503 with an HTML body is never shown as HTML: "The service is unavailable" in the reader\'s language', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', {
        status: 503,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await api.get('/orders').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, serverMessage: null });
    expect(failureText(error)).toBe('The service is unavailable. Try again shortly.');
    await i18n.changeLanguage('es');
    expect(failureText(error)).toBe('El servicio no está disponible. Inténtelo de nuevo en unos momentos.');
    await i18n.changeLanguage('en');
    expect(failureText(error)).not.toMatch(/</);
  });

  it('keeps the server message and field errors of a 422', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { message: 'The given data was invalid.', errors: { email: ['Invalid email address.'] } }),
    );
    const error = await api.post('/password/request', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('The given data was invalid.');
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Invalid email address.'] });
  });
});

describe('a 401 sends admin paths to /admin/login/ and others to /auth/login, unless already there', () => {
  it.each([
    ['/admin/customers', '/admin/login/'],
    ['/admin', '/admin/login/'],
    ['/admin/login', null],
    ['/admin/login/', null],
    ['/orders', '/auth/login'],
    ['/', '/auth/login'],
    ['/auth/login', null],
  ])('from %s to %s', (path, target) => {
    expect(signInRedirectAfter401(path)).toBe(target);
  });
});
