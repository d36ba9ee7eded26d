import { queryOptions } from '@tanstack/react-query';
import type { EventCode } from '@owner-portal/contract/events/events';
import { api } from '../../../shared/api/api-client.ts';

export const eventsKeys = { all: ['events'] as const };

/** GET /api/events: the company's trade-show discount codes, described in the interface language. */
export async function fetchEventCodes(langCode: string, signal?: AbortSignal): Promise<EventCode[]> {
  return (await api.get<{ data: EventCode[] }>('/events', { query: { lang_code: langCode }, signal })).data;
}

export const eventCodesQuery = (langCode: string) =>
  queryOptions({
    queryKey: [...eventsKeys.all, langCode],
    queryFn: ({ signal }) => fetchEventCodes(langCode, signal),
  });
