import { z } from 'zod';

export const giftCard = z.object({ id: z.number().int(), code: z.string(), balance: z.number() });
export type GiftCard = z.infer<typeof giftCard>;
