import { z } from 'zod';
import { plainText } from '../validation.ts';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH } from './search-limits.ts';

export * from './search-limits.ts';

export const SEARCH_TOO_LONG = `Search may not be greater than ${SEARCH_MAX_LENGTH} characters.`;

/** GET admin/search?q= */
export const searchQuery = z.object({
  q: plainText('search').trim().max(SEARCH_MAX_LENGTH, { error: SEARCH_TOO_LONG }).default(''),
});

export const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The record the result opens: a contact, a customer company, a shipped unit (its fulfilment item) or an order. */
  id: z.number().int(),
  /** The contact's name, the company's name, the unit's serial number, the order's number. */
  title: z.string(),
  /** What tells two alike titles apart: email and company, internal id, product and company, fulfilment and company. */
  subtitle: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Grouped by kind in SEARCH_KINDS order, each kind alphabetical by title. */
export const searchReply = z.object({ results: z.array(searchResult) }).meta({
  examples: [
    {
      results: [
        { kind: 'unit', id: 42, title: 'RI2000-00123', subtitle: 'Ri 2000 DTG printer · Stitch & Thread' },
        { kind: 'order', id: 7, title: 'SO-101502', subtitle: 'IF-88123 · Stitch & Thread' },
      ],
    },
  ],
});
export type SearchReply = z.infer<typeof searchReply>;
