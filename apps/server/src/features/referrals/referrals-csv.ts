import { Readable } from 'node:stream';
import { REFERRAL_CSV_COLUMNS, type Referral } from '@owner-portal/contract/referrals';
import { csvCell } from '../transactions/transactions-csv.ts';

/** The referral history as CSV, with the transactions export's formula-safe cells. */
export function referralsCsv(rows: AsyncIterable<Referral>): Readable {
  async function* lines() {
    yield `${REFERRAL_CSV_COLUMNS.join(',')}\r\n`;
    for await (const row of rows) yield `${REFERRAL_CSV_COLUMNS.map((c) => csvCell(row[c])).join(',')}\r\n`;
  }
  return Readable.from(lines());
}
