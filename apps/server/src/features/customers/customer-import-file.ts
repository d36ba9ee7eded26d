import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

export type ImportFormat = 'csv' | 'xlsx';

/** A spreadsheet row: its line (the header is 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The format from the first bytes: an xlsx is a zip; text without NUL bytes is CSV; anything else neither. */
export function sniffFormat(head: Buffer): ImportFormat | null {
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  if (head.length === 0 || head.includes(0)) return null;
  return 'csv';
}

type CellValue = ExcelJS.CellValue;

/** A cell as the text a person sees: rich text joined, a link's text, a formula's result, a date as yyyy-MM-dd. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return cellText(value.text as CellValue);
    if ('result' in value) return cellText(value.result as CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function* csvRows(source: Readable): AsyncGenerator<SheetRow> {
  const parser = source.pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { row, cells: record };
    }
  } finally {
    source.destroy();
  }
}

async function* xlsxRows(source: Readable): AsyncGenerator<SheetRow> {
  // Streaming: shared strings are cached, rows are read and let go one by one (bounded memory).
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(r.values) ? r.values.slice(1) : [];
        const cells = Array.from(values, (v) => cellText(v as CellValue));
        if (cells.every((c) => c.trim() === '')) continue;
        yield { row: r.number, cells };
      }
      return; // the first worksheet only
    }
  } finally {
    source.destroy();
  }
}

/** The rows of a stored spreadsheet, header first, read as a stream. */
export function sheetRows(source: Readable, format: ImportFormat): AsyncGenerator<SheetRow> {
  return format === 'csv' ? csvRows(source) : xlsxRows(source);
}

/** The header row's names (trimmed), or null for a file without one. */
export async function readHeader(source: Readable, format: ImportFormat): Promise<string[] | null> {
  for await (const { cells } of sheetRows(source, format)) {
    const names = cells.map((c) => c.trim());
    return names.some((n) => n !== '') ? names : null;
  }
  return null;
}
