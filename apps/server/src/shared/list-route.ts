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

/**
 * An admin list's own export (decision 129): the columns it writes and how a row gives them; its
 * rows are the list's own, page by page, so the file is exactly what the screen's filters show.
 */
export interface ListExport<Item extends z.ZodType> {
  name: string;
  /** Columns in order; without it, every plain (text, number, yes/no) field of the item. */
  columns?: readonly string[];
  money?: readonly string[];
  /** A row's values by column, where a column is not a plain field of the item (a nested name). */
  values?: (row: z.output<Item>) => Record<string, CsvValue>;
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
  /**
   * Every staff list (`/admin/…`) has an export, made from its own `list` when it has no `csv` of its
   * own: this names the file and, where needed, its columns.
   */
  export?: ListExport<Item>;
}

/** How many rows an export asks its list for at a time: memory stays bounded whatever the list's size. */
export const EXPORT_PAGE_SIZE = 500;

/** The item's fields a CSV cell can hold: text, numbers, yes/no, enums, dates (nullable or optional too), but links to other records. */
export function plainColumns(item: z.ZodType): string[] {
  const shape = (item as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return [];
  // Other records' ids and picture paths say nothing to a reader of the file.
  return Object.entries(shape)
    .filter(([key, field]) => isPlain(field) && !/_id$|^thumbnail/.test(key))
    .map(([key]) => key);
}

function isPlain(field: z.ZodType): boolean {
  const def = (field as unknown as { def: { type: string; innerType?: z.ZodType } }).def;
  if (['optional', 'nullable', 'default', 'readonly'].includes(def.type) && def.innerType) return isPlain(def.innerType);
  return ['string', 'number', 'int', 'boolean', 'enum', 'literal', 'date', 'bigint'].includes(def.type);
}

/** Every row of a list's filter, asked of the list itself a page at a time (its order has the id last: no overlap). */
async function* listPages<Row>(
  list: (page: number) => Promise<{ rows: Row[]; total: number }>,
): AsyncIterable<Row> {
  for (let page = 1; ; page += 1) {
    const { rows } = await list(page);
    yield* rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/** The export an admin list without its own `csv` gets from its `list` (decision 129). */
function exportOf<Q extends z.ZodObject, Item extends z.ZodType>(route: ListRoute<Q, Item>): ListCsv<Q> | undefined {
  if (route.csv) return route.csv;
  if (!route.url.startsWith('/admin/') && !route.export) return undefined;
  const spec = route.export ?? { name: route.url.slice('/admin/'.length).replace(/[^a-z0-9]+/gi, '-') };
  const columns = spec.columns ?? plainColumns(route.item);
  return {
    name: spec.name,
    columns,
    money: spec.money,
    rows: (q, request) =>
      (async function* () {
        const pages = listPages((page) =>
          route.list({ ...q, page, per_page: EXPORT_PAGE_SIZE } as unknown as z.output<Q>, request),
        );
        for await (const row of pages) {
          const own = spec.values?.(row) ?? {};
          yield { ...(row as Record<string, CsvValue>), ...own };
        }
      })(),
  };
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

  const csv = exportOf(route);
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
      const { csv_lang, ...q } = request.query as Omit<z.output<Q>, 'page' | 'per_page'> & CsvLanguageParams;
      const rows = await queriedRows(csv.rows(q as unknown as Omit<z.output<Q>, 'page' | 'per_page'>, request));
      const reader = csvReaderOf(request, csvLanguageOf(route.query, { csv_lang, ...q }));
      return sendCsv(reply, csv.name, csvStream(csv.columns, rows, { money: csv.money, reader }));
    },
  );
}

/** The language an export is asked in: `csv_lang`, or `lang_code` where the list does not filter by it. */
export interface CsvLanguageParams {
  csv_lang?: CsvLanguage;
  lang_code?: CsvLanguage;
}

/**
 * A list's CSV query: its filters without paging, plus the file's language (decisions 042, 119, 129):
 * `csv_lang`, and `lang_code` too where the list has no filter of that name (contacts filter by their
 * language, so there `lang_code` stays the filter). Without either, the reader's own.
 */
export function csvQuery<Q extends z.ZodObject>(query: Q) {
  const base = query.omit({ page: true, per_page: true }).extend({ csv_lang: languageCode.optional() });
  // Where lang_code is the list's own filter (with its own default), it stays that.
  return 'lang_code' in query.shape ? base : base.extend({ lang_code: languageCode.optional() });
}

/** The language of the file asked by the export's query (see csvQuery). */
export function csvLanguageOf(query: z.ZodObject, q: CsvLanguageParams): CsvLanguage | undefined {
  return q.csv_lang ?? ('lang_code' in query.shape ? undefined : q.lang_code);
}
