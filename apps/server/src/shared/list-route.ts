import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { validationErrorReply } from '@owner-portal/contract/errors';
import { paged } from '@owner-portal/contract/paging';
import { languageCode } from '@owner-portal/contract/user';
import type { Access } from '../plugins/access.ts';
import { csvReaderOf, csvReply, csvStream, queriedRows, sendCsv, type CsvLanguage, type CsvValue } from './csv.ts';
import { pageMeta } from './paging.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type PageParams = { page: number; per_page: number };

export interface ListCsv<Q extends z.ZodObject> {
  /** The file's name before the date: `${name}-yyyy-MM-dd.csv`. */
  name: string;
  columns: readonly string[];
  /** Columns written as amounts with two places. */
  money?: readonly string[];
  /** Every row of the list's filter (all pages), in order; the file streams as they come. */
  rows: (q: Omit<z.output<Q>, 'page' | 'per_page'>, request: FastifyRequest) => AsyncIterable<Record<string, CsvValue>>;
}

export interface ListRoute<Q extends z.ZodObject, Item extends z.ZodType> {
  url: string;
  access: Access;
  tags: string[];
  summary: string;
  /** The contract's listQuery(...) (paging, sort whitelist, search, date range), extended with the list's filters. */
  query: Q;
  item: Item;
  list: (q: z.output<Q>, request: FastifyRequest) => Promise<{ rows: z.output<Item>[]; total: number }>;
  /** Adds GET `${url}/export`: the CSV of exactly the filtered rows, streamed and formula-safe. */
  csv?: ListCsv<Q>;
}

/**
 * A paged list route, declared once: its query schema (422 on a bad page, sort or date), the paged
 * reply shape `{data, meta:{pagination}}`, and optionally its CSV export under the same access.
 */
export function listRoute<Q extends z.ZodObject, Item extends z.ZodType>(app: App, route: ListRoute<Q, Item>) {
  app.get(
    route.url,
    {
      config: { access: route.access },
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: route.query,
        response: { 200: paged(route.item), 422: validationErrorReply },
      },
    },
    async (request) => {
      const q = request.query as z.output<Q> & PageParams;
      const { rows, total } = await route.list(q, request);
      return { data: rows, meta: pageMeta(total, rows.length, q.page, q.per_page) };
    },
  );

  const csv = route.csv;
  if (!csv) return;
  app.get(
    `${route.url}/export`,
    {
      config: { access: route.access },
      schema: {
        tags: route.tags,
        summary: `${route.summary}: CSV of exactly the filtered rows (all pages), streamed, in the reader's language (lang_code, else theirs)`,
        querystring: csvQuery(route.query),
        produces: ['text/csv'],
        response: { 200: csvReply(csv.columns), 422: validationErrorReply },
      },
    },
    async (request, reply) => {
      const q = request.query as Omit<z.output<Q>, 'page' | 'per_page'> & { lang_code?: CsvLanguage };
      const rows = await queriedRows(csv.rows(q, request));
      const reader = csvReaderOf(request, q.lang_code);
      return sendCsv(reply, csv.name, csvStream(csv.columns, rows, { money: csv.money, reader }));
    },
  );
}

/**
 * A list's CSV query: its filters without paging, plus lang_code (decisions 042, 119): the language
 * of the header and of the values people read; without it, the reader's own.
 */
export function csvQuery<Q extends z.ZodObject>(query: Q) {
  return query.omit({ page: true, per_page: true }).extend({ lang_code: languageCode.optional() });
}
