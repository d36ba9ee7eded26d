import { Readable } from 'node:stream';
import { TRANSACTION_CSV_COLUMNS, type Transaction } from '@owner-portal/contract/account-data';

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (= + - @, tab, carriage return) is
 * prefixed with an apostrophe; amounts stay numbers.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return value.toFixed(2);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function transactionsCsv(rows: AsyncIterable<Transaction>): Readable {
  async function* lines() {
    yield `${TRANSACTION_CSV_COLUMNS.join(',')}\r\n`;
    for await (const row of rows) yield `${TRANSACTION_CSV_COLUMNS.map((c) => csvCell(row[c])).join(',')}\r\n`;
  }
  return Readable.from(lines());
}
