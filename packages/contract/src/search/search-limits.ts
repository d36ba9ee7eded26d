// Zod-free, so the header search's box reads its limits without the schemas (the back office's first screen).
/** What the back office's header search finds (decision 122). */
export const SEARCH_KINDS = ['contact', 'company', 'unit', 'order'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Shorter searches (after trimming) find nothing: a single letter would match a tenth of every table. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** At most this many results of each kind. */
export const SEARCH_PER_KIND = 5;
