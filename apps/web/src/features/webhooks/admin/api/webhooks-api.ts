import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookCreateBody,
  WebhookCreated,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookUpdateBody,
} from '@owner-portal/contract/webhooks/webhooks';
import { api } from '../../../../shared/api/api-client.ts';
import type { Paged, ResourceApi, SaveInput } from '../../../../shared/admin/resource-api.ts';
import type { ListQuery } from '../../../../shared/table/use-table-params.ts';
import { announceSecret } from '../components/new-secret.ts';

export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  one: (id: string) => ['admin', 'webhooks', 'one', id] as const,
  deliveries: (id: string, query: ListQuery) => ['admin', 'webhooks', 'deliveries', id, query] as const,
};

export type WebhookInput = SaveInput<WebhookCreateBody & WebhookUpdateBody>;

/**
 * The endpoints as the admin kit uses them. An add answers the new endpoint's secret, shown once
 * (components/new-secret.ts), so saving is this feature's own.
 */
export const webhooksApi: ResourceApi<WebhookEndpoint, WebhookInput> = {
  key: webhookKeys.all,
  exportPath: '/admin/webhooks/export',
  useList: (query) =>
    useQuery({
      queryKey: [...webhookKeys.all, 'list', query],
      queryFn: ({ signal }) => api.get<Paged<WebhookEndpoint>>('/admin/webhooks', { query, signal }),
      placeholderData: keepPreviousData,
    }),
  useSave: () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: async ({ id, body }: WebhookInput) => {
        if (id !== null) return api.put<{ data: WebhookEndpoint }>(`/admin/webhooks/${id}`, body);
        const created = await api.post<WebhookCreated>('/admin/webhooks', { url: body.url, events: body.events });
        announceSecret({ url: created.data.url, secret: created.secret });
        return created;
      },
      onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
    });
  },
  useDelete: () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => api.delete<void>(`/admin/webhooks/${id}`),
      onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
    });
  },
};

export const webhookQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.one(id),
    queryFn: ({ signal }) =>
      api.get<{ data: WebhookEndpoint }>(`/admin/webhooks/${id}`, { signal }).then((r) => r.data),
  });

/** Endpoints disabled after a day of failed deliveries: the notice above the list names them. */
export function useEndpointsDisabledForFailures() {
  return useQuery({
    queryKey: [...webhookKeys.all, 'list', 'disabled'],
    queryFn: ({ signal }) => api.get<Paged<WebhookEndpoint>>('/admin/webhooks', { query: { per_page: 1000 }, signal }),
    select: (page) => page.data.filter((endpoint) => endpoint.disabled_for_failures_at !== null),
  });
}

/** One endpoint's deliveries, newest first, a page at a time. */
export function useDeliveries(id: string, query: ListQuery) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id, query),
    queryFn: ({ signal }) =>
      api.get<Paged<WebhookDelivery>>(`/admin/webhooks/${id}/deliveries`, {
        query: { page: query.page, per_page: query.per_page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST …/deliveries/{id}/retry: one more attempt now; the list shows it once it has run. */
export function useRetryDelivery(endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api.post<{ data: WebhookDelivery }>(`/admin/webhooks/${endpointId}/deliveries/${deliveryId}/retry`),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
