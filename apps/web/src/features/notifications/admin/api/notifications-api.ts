import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNotification, NotificationBody } from '@owner-portal/contract/notifications/notifications';
import { api } from '../../../../shared/api/api-client.ts';

/** The form's body; is_external is a boolean here. */
export type NotificationInput = Omit<NotificationBody, 'is_external'> & { is_external: boolean };

export const notificationKeys = {
  all: ['admin', 'notifications'] as const,
};

/** PATCH /api/admin/notifications/{id}/publish: from then on it reaches customers' bells. */
export function usePublishNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<{ data: AdminNotification }>(`/admin/notifications/${id}/publish`),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
