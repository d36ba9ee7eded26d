import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CSV_HEADERS_ES, CSV_VALUES_ES, CSV_YES_NO_ES, csvValueKey } from '@owner-portal/contract/csv-labels';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (= + - @, tab, carriage return) is
 * prefixed with an apostrophe; numbers stay numbers (amounts with two places when `money`).
 */
export function csvCell(value: CsvValue, { money = false }: { money?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return money ? value.toFixed(2) : String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The language of a file's header and readable values: the API's English names, or Spanish for people. */
export type CsvLanguage = 'en' | 'es';

/** A cell's value as a Spanish reader reads it: known types and statuses, and yes/no for flags. */
function spanishValue(column: string, value: CsvValue): CsvValue {
  if (typeof value === 'boolean') return value ? CSV_YES_NO_ES.yes : CSV_YES_NO_ES.no;
  if (typeof value !== 'string') return value;
  return CSV_VALUES_ES[column]?.[csvValueKey(value)] ?? value;
}

/** The reply schema of a CSV export, for the API document: its example is the file's English header row. */
export const csvReply = (columns: readonly string[]) =>
  z.string().meta({
    description: 'The CSV file: a header row, then one row per record',
    examples: [`${columns.join(',')}\r\n`],
  });

/** A CSV file as a stream: the header, then one line per row as the rows arrive. */
export function csvStream<Row>(
  columns: readonly (keyof Row & string)[],
  rows: AsyncIterable<Row>,
  options: { money?: readonly string[]; lang?: CsvLanguage } = {},
): Readable {
  const money = new Set(options.money ?? []);
  const spanish = options.lang === 'es';
  const header = spanish ? columns.map((c) => csvCell(CSV_HEADERS_ES[c] ?? c)) : columns;
  const value = (c: string, v: CsvValue) => (spanish ? spanishValue(c, v) : v);
  async function* lines() {
    yield `${header.join(',')}\r\n`;
    for await (const row of rows)
      yield `${columns.map((c) => csvCell(value(c, row[c] as CsvValue), { money: money.has(c) })).join(',')}\r\n`;
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
