import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../../shared/api/api-client.ts';
import { storeImpersonationToken } from '../../../../shared/session/token-storage.ts';

export interface ImpersonateInput {
  customerId: number;
  /** The contact to act as; the server picks the company's first contact when absent. */
  contactId?: number;
}

/**
 * POST /api/admin/customers/{id}/impersonate: stores the second token (used on the owner's pages while impersonating) and opens the
 * customer dashboard, where the shell shows the banner and the way back.
 */
export function useImpersonate() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ customerId, contactId }: ImpersonateInput) =>
      api.post<{ access_token: string }>(
        `/admin/customers/${customerId}/impersonate`,
        contactId ? { customer_user_id: contactId } : {},
        { useMainToken: true },
      ),
    onSuccess: (reply) => {
      storeImpersonationToken(reply.access_token);
      void navigate('/');
    },
  });
}
