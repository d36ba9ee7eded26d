import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotification, NotificationBody } from '@owner-portal/contract/notifications';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import { api } from '../../../shared/api/api-client.ts';

export type NotificationListParams = Record<string, string | number | undefined>;
export interface NotificationPage {
  data: AdminNotification[];
  meta: PaginationMeta;
}
/** The form's body; is_external is a boolean here. */
export type NotificationInput = Omit<NotificationBody, 'is_external'> & { is_external: boolean };

export const notificationKeys = {
  all: ['admin', 'notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
};

/** GET /api/admin/notifications, published or not. */
export function fetchNotifications(params: NotificationListParams, signal?: AbortSignal) {
  return api.get<NotificationPage>('/admin/notifications', { query: params, signal });
}

export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => fetchNotifications(params, signal),
    placeholderData: keepPreviousData,
  });

export function useNotifications(params: NotificationListParams) {
  return useQuery(notificationsQueryOptions(params));
}

function useInvalidating<TInput, TReply>(mutationFn: (input: TInput) => Promise<TReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** POST /api/admin/notifications or PUT /api/admin/notifications/{id}. */
export const useSaveNotification = () =>
  useInvalidating(({ id, body }: { id: number | null; body: NotificationInput }) =>
    id === null
      ? api.post<{ data: AdminNotification }>('/admin/notifications', body)
      : api.put<{ data: AdminNotification }>(`/admin/notifications/${id}`, body),
  );

/** PATCH /api/admin/notifications/{id}/publish: from then on it reaches customers' bells. */
export const usePublishNotification = () =>
  useInvalidating((id: number) => api.patch<{ data: AdminNotification }>(`/admin/notifications/${id}/publish`));

export const useDeleteNotification = () =>
  useInvalidating((id: number) => api.delete<void>(`/admin/notifications/${id}`));
