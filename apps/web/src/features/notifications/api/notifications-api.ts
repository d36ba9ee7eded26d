import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@owner-portal/contract/notifications/notifications';
import { api } from '../../../shared/api/api-client.ts';

export const notificationsKeys = { pending: ['notifications', 'pending'] as const };

/** GET /api/notifications: this user's published notifications not yet read, in the interface language. */
export async function fetchPendingNotifications(langCode: string, signal?: AbortSignal): Promise<Notification[]> {
  return (await api.get<{ data: Notification[] }>('/notifications', { query: { lang_code: langCode }, signal })).data;
}

/** PATCH /api/notifications/read {ids}. */
export async function markNotificationsRead(ids: number[]): Promise<number[]> {
  return (await api.patch<{ data: { read_ids: number[] } }>('/notifications/read', { ids })).data.read_ids;
}

export const pendingNotificationsQuery = (langCode: string) =>
  queryOptions({
    queryKey: [...notificationsKeys.pending, langCode],
    queryFn: ({ signal }) => fetchPendingNotifications(langCode, signal),
    staleTime: 60_000,
  });

/** Marks notifications read; they leave the list at once, then the list is refetched. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (_readIds, ids) => {
      client.setQueriesData<Notification[]>({ queryKey: notificationsKeys.pending }, (list) =>
        list?.filter((item) => !ids.includes(item.id)),
      );
      void client.invalidateQueries({ queryKey: notificationsKeys.pending });
    },
  });
}
