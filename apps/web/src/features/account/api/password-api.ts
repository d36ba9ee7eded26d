import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

export type PasswordChange = {
  current_password: string;
  password: string;
  password_confirmation: string;
};

/** PUT /api/customer/password; the api client stores the reply's token, other sessions are signed out. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChange) => api.put<{ token: string }>('/customer/password', body) });
}
