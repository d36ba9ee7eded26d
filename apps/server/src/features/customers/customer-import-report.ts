import { importReason } from '@owner-portal/contract/customers/import-report-labels';
import type { CsvLanguage } from '../../shared/csv.ts';

interface StoredRejection {
  row_number: number;
  email: string | null;
  company_name: string | null;
  errors: string;
}

/** The report's lines: a rejected row's line, email, company and its reasons ("Field: message; …") in the reader's language. */
export async function* importReportRows(rejections: AsyncIterable<StoredRejection>, lang: CsvLanguage) {
  for await (const r of rejections) {
    const errors = JSON.parse(r.errors) as Record<string, string[]>;
    const reason = Object.entries(errors)
      .flatMap(([field, messages]) => messages.map((m) => importReason(field, m, lang)))
      .join('; ');
    yield { row: r.row_number, email: r.email, company_name: r.company_name, reason };
  }
}
