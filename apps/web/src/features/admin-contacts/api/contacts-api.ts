import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComboboxItem } from '@mantine/core';
import type { Contact, ContactCreateBody, ContactUpdateBody } from '@owner-portal/contract/contacts';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import { api } from '../../../shared/api/api-client.ts';

export type ContactListParams = Record<string, string | number | undefined>;
export interface ContactPage {
  data: Contact[];
  meta: PaginationMeta;
}

/** Query keys of the contacts feature; every mutation invalidates `contactKeys.all`. */
export const contactKeys = {
  all: ['admin', 'contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (params: ContactListParams) => [...contactKeys.lists(), params] as const,
};

/** GET /api/admin/customer_users: page, per_page 15 (server default), search, sort and date range. */
export function fetchContacts(params: ContactListParams, signal?: AbortSignal): Promise<ContactPage> {
  return api.get<ContactPage>('/admin/customer_users', { query: params, signal });
}

export const contactsQueryOptions = (params: ContactListParams) =>
  queryOptions({
    queryKey: contactKeys.list(params),
    queryFn: ({ signal }) => fetchContacts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useContacts(params: ContactListParams) {
  return useQuery(contactsQueryOptions(params));
}

/** GET /api/admin/customers/find?search= for the contact form's company select. */
export async function findCustomerOptions(search: string): Promise<ComboboxItem[]> {
  const reply = await api.get<{ data: Array<{ id: number; company_name: string }> }>('/admin/customers/find', {
    query: { search },
  });
  return reply.data.map((customer) => ({ value: String(customer.id), label: customer.company_name }));
}

export type SaveContactInput = { id: null; body: ContactCreateBody } | { id: number; body: ContactUpdateBody };

export function useSaveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveContactInput) =>
      input.id === null
        ? api.post<{ data: Contact }>('/admin/customer_users', input.body)
        : api.put<{ data: Contact }>(`/admin/customer_users/${input.id}`, input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export function useDeleteContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/admin/customer_users/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/**
 * POST /api/admin/customer_users/{id}/reinvite. SPEC point 4: invite_sent_at is set to now locally at
 * once, then replaced by the server's value. SPEC point 8: a failed invite is only logged.
 */
export function useReinviteContact() {
  const client = useQueryClient();
  const patchRow = (id: number, invite_sent_at: string | null) =>
    client.setQueriesData<ContactPage>({ queryKey: contactKeys.lists() }, (page) =>
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
