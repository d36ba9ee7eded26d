import ExcelJS from 'exceljs';

export const IMPORT_HEADER = ['Company', 'Subsidiary', 'First name', 'Last name', 'Email', 'Phone', 'Internal ID', 'Language'];

/**
 * A spreadsheet of `rows` contacts in companies of ten contacts each; every row whose index is in
 * `bad` breaks one of the forms' rules in turn (an email, a missing phone, a subsidiary that is no id).
 */
export function importRows(rows: number, { bad = [] as number[], tag = 'imp' } = {}): string[][] {
  const broken = new Set(bad);
  // Internal ids of their own per tag, so files of different tags never match each other's contacts.
  const idBase = [...tag].reduce((n, ch) => (n * 31 + ch.charCodeAt(0)) % 90_000, 7) * 1_000_000;
  return Array.from({ length: rows }, (_, i) => {
    const row = [
      `${tag} Company ${Math.floor(i / 10)}`,
      i % 7 === 0 ? '3' : '1',
      `First${i}`,
      `Last${i}`,
      `${tag}.contact${i}@example.test`,
      `305-555-${String(i % 10000).padStart(4, '0')}`,
      String(10_000_000_000 + idBase + i),
      i % 2 ? 'es' : 'en',
    ];
    if (broken.has(i)) {
      const kind = [...broken].indexOf(i) % 3;
      if (kind === 0) row[4] = `not-an-email-${i}`;
      if (kind === 1) row[5] = '';
      if (kind === 2) row[1] = 'Europe';
    }
    return row;
  });
}

/** Ten rows spread through the file, the ones the e2e and API tests break. */
export const TEN_BAD = [3, 100, 205, 317, 420, 555, 638, 777, 861, 999];

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function importCsv(rows: string[][], header = IMPORT_HEADER): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export async function importXlsx(rows: string[][], header = IMPORT_HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Customers');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r.map((v, i) => (i === 1 && /^\d+$/.test(v) ? Number(v) : v)));
  return Buffer.from(await book.xlsx.writeBuffer());
}
