import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../shared/api/api-client.ts';
import { applyLanguage } from '../../../../shared/i18n/i18n.ts';

export interface AdminUpdateInput {
  first_name: string;
  last_name: string;
  lang_code: string;
  current_password?: string;
  password?: string;
}

/**
 * PUT /api/admin/update. The reply's token replaces the stored one (the API client does that), so
 * the header shows the new names at once; the chosen language applies too.
 */
export function useUpdateAdminAccount() {
  return useMutation({
    mutationFn: (body: AdminUpdateInput) => api.put<{ token: string }>('/admin/update', body),
    onSuccess: (_reply, body) => applyLanguage(body.lang_code),
  });
}
