import { z } from 'zod';
import { plainText } from '../validation.ts';

/** What the back office's header search finds (decision 122). */
export const SEARCH_KINDS = ['contact', 'company', 'unit', 'order'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Shorter searches (after trimming) find nothing: a single letter would match a tenth of every table. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** At most this many results of each kind. */
export const SEARCH_PER_KIND = 5;
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
