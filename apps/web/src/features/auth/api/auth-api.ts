import { api } from '../../../shared/api/api-client.ts';

export type SignInKind = 'customer' | 'staff';

export interface SignInBody {
  email: string;
  password: string;
  remember: boolean;
}

/** POST /api/login or /api/admin/login; resolves to the access token. */
export async function signIn(kind: SignInKind, body: SignInBody): Promise<string> {
  const path = kind === 'staff' ? '/admin/login' : '/login';
  const reply = await api.post<{ access_token: string }>(path, body);
  return reply.access_token;
}

/** POST /api/logout with the signed-in user's own token. */
export function signOut(): Promise<void> {
  return api.post<void>('/logout', undefined, { useMainToken: true });
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/password/request', { email });
}

export function resetPassword(body: {
  token: string;
  password: string;
  password_confirmation: string;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>('/password/reset', body);
}
