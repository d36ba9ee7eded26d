import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CSV_HEADERS_EN,
  CSV_HEADERS_ES,
  CSV_VALUES_EN,
  CSV_VALUES_ES,
  CSV_YES_NO_EN,
  CSV_YES_NO_ES,
  csvValueKey,
} from '@owner-portal/contract/csv-labels';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { readerLanguage } from './reader-language.ts';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * How a reader's spreadsheet reads a CSV: Excel splits a line at the list separator of the reader's
 * region settings and reads numbers with its decimal sign. A Spanish reader in Europe (es-ES) has `;`
 * and a decimal comma; the US and British ones (en-US, es-US, en-GB) `,` and a decimal point.
 */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

const COMMA: CsvDialect = { separator: ',', decimal: '.' };
const SEMICOLON: CsvDialect = { separator: ';', decimal: ',' };

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (= + - @, tab, carriage return) is
 * prefixed with an apostrophe; numbers stay numbers (amounts with two places when `money`).
 */
export function csvCell(
  value: CsvValue,
  { money = false, dialect = COMMA }: { money?: boolean; dialect?: CsvDialect } = {},
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return (money ? value.toFixed(2) : String(value)).replace('.', dialect.decimal);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const quote = new RegExp(`["${dialect.separator}\r\n]`);
  return quote.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The language of a file's header and readable values: the reader's. */
export type CsvLanguage = 'en' | 'es';

const LABELS = {
  en: { headers: CSV_HEADERS_EN, values: CSV_VALUES_EN, yesNo: CSV_YES_NO_EN },
  es: { headers: CSV_HEADERS_ES, values: CSV_VALUES_ES, yesNo: CSV_YES_NO_ES },
};

/** A cell's value as a person reads it: known types and statuses in words, and yes/no for flags. */
function readableValue(lang: CsvLanguage, column: string, value: CsvValue): CsvValue {
  const labels = LABELS[lang];
  if (typeof value === 'boolean') return value ? labels.yesNo.yes : labels.yesNo.no;
  if (typeof value !== 'string') return value;
  return labels.values[column]?.[csvValueKey(value)] ?? value;
}

/** Who a file is for: the language of its words and the dialect of their region's spreadsheet. */
export interface CsvReader {
  lang: CsvLanguage;
  dialect: CsvDialect;
}

/**
 * The reader of an export: the language asked for (the web app sends its interface language), else
 * the reader's own (token, then Accept-Language); Spanish in Europe (a customer of the European
 * subsidiary) gets the semicolon dialect.
 */
export function csvReaderOf(request: FastifyRequest, asked?: CsvLanguage): CsvReader {
  const lang = readerLanguage(request, asked);
  const european = isEuropeanSubsidiary(request.auth?.subsidiaryId);
  return { lang, dialect: lang === 'es' && european ? SEMICOLON : COMMA };
}

/** The reply schema of a CSV export, for the API document: its example is the file's English header row. */
export const csvReply = (columns: readonly string[]) =>
  z.string().meta({
    description:
      "The CSV file, UTF-8 with a byte-order mark: a header row in the reader's language, then one row per record",
    examples: [`${columns.map((c) => CSV_HEADERS_EN[c] ?? c).join(',')}\r\n`],
  });

/** Excel reads a file as UTF-8 only when it starts with the byte-order mark; without it "Número" shows as "NÃºmero". */
const BOM = '\uFEFF';

/** A CSV file as a stream: the byte-order mark and the header, then one line per row as the rows arrive. */
export function csvStream<Row>(
  columns: readonly (keyof Row & string)[],
  rows: AsyncIterable<Row>,
  options: { money?: readonly string[]; reader?: CsvReader } = {},
): Readable {
  const money = new Set(options.money ?? []);
  const { lang, dialect } = options.reader ?? { lang: 'en', dialect: COMMA };
  const header = columns.map((c) => csvCell(LABELS[lang].headers[c] ?? c, { dialect }));
  async function* lines() {
    yield `${BOM}${header.join(dialect.separator)}\r\n`;
    for await (const row of rows)
      yield `${columns
        .map((c) => csvCell(readableValue(lang, c, row[c] as CsvValue), { money: money.has(c), dialect }))
        .join(dialect.separator)}\r\n`;
  }
  return Readable.from(lines());
}

/**
 * The rows with the first one already read, so the list's query runs before the reply starts: a
 * query the database refuses answers its error status, never a 200 that stops partway.
 */
export async function queriedRows<Row>(rows: AsyncIterable<Row>): Promise<AsyncIterable<Row>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}

/** Sends a CSV stream as a download named `${name}-yyyy-MM-dd.csv`. */
export function sendCsv(reply: FastifyReply, name: string, body: Readable) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${today}.csv"`)
      // A stream is sent as it is, never serialised; the route schema's string only documents the body.
      .send(body as unknown as string)
  );
}
