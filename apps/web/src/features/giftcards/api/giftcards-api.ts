import { queryOptions } from '@tanstack/react-query';
import type { GiftCard } from '@owner-portal/contract/giftcards/giftcards';
import { api } from '../../../shared/api/api-client.ts';

export interface GiftCardsReply {
  data: GiftCard[];
  meta: { total_balance: number };
}

export const giftCardsKeys = { all: ['giftcards'] as const };

/** GET /api/giftcards: each card and the sum of the balances (meta.total_balance). */
export function fetchGiftCards(signal?: AbortSignal): Promise<GiftCardsReply> {
  return api.get<GiftCardsReply>('/giftcards', { signal });
}

export const giftCardsQuery = () =>
  queryOptions({ queryKey: giftCardsKeys.all, queryFn: ({ signal }) => fetchGiftCards(signal) });

/** The total in cents, so 150.25 + 35.50 is exactly 185.75; the server's total when it sends one. */
export function totalBalance(reply: GiftCardsReply): number {
  if (typeof reply.meta?.total_balance === 'number') return reply.meta.total_balance;
  return reply.data.reduce((cents, card) => cents + Math.round(card.balance * 100), 0) / 100;
}
