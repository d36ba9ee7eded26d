import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact } from '@owner-portal/contract/contacts/contacts';
import type { Paged } from '../../../../shared/admin/resource-api.ts';
import { api } from '../../../../shared/api/api-client.ts';

/** Query keys of the contacts feature; every mutation invalidates `contactKeys.all`. */
export const contactKeys = {
  all: ['admin', 'contacts'] as const,
  /** The kit's list pages live under this prefix (resourceApi: [...key, 'list', query]). */
  lists: () => [...contactKeys.all, 'list'] as const,
};

/**
 * POST /api/admin/customer_users/{id}/reinvite. invite_sent_at is set to now locally at
 * once, then replaced by the server's value. A failed invite is only logged, with no message.
 */
export function useReinviteContact() {
  const client = useQueryClient();
  const patchRow = (id: number, invite_sent_at: string | null) =>
    client.setQueriesData<Paged<Contact>>({ queryKey: contactKeys.lists() }, (page) =>
      page ? { ...page, data: page.data.map((row) => (row.id === id ? { ...row, invite_sent_at } : row)) } : page,
    );
  return useMutation({
    mutationFn: (id: number) => api.post<{ data: Contact }>(`/admin/customer_users/${id}/reinvite`),
    onMutate: (id) => patchRow(id, new Date().toISOString()),
    onSuccess: (reply) => patchRow(reply.data.id, reply.data.invite_sent_at),
    onError: (error) => {
      console.error('Sending the invite failed', error);
      void client.invalidateQueries({ queryKey: contactKeys.lists() });
    },
  });
}
