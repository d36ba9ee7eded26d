import { queryOptions } from '@tanstack/react-query';
import type { EventCode } from '@owner-portal/contract/account-data';
import { api } from '../../../shared/api/api-client.ts';

export const eventsKeys = { all: ['events'] as const };

/** GET /api/events: the company's trade-show discount codes. */
export async function fetchEventCodes(signal?: AbortSignal): Promise<EventCode[]> {
  return (await api.get<{ data: EventCode[] }>('/events', { signal })).data;
}

export const eventCodesQuery = () =>
  queryOptions({ queryKey: eventsKeys.all, queryFn: ({ signal }) => fetchEventCodes(signal) });
