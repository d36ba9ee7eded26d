import { z } from 'zod';
import { contactCreateBody } from '../contacts/contacts.ts';
import { customerBody } from './customers.ts';

/**
 * Importing customer companies and their contacts from a spreadsheet (decision 123): one row is one
 * contact and its company. The row rules are the forms' own (contactCreateBody, customerBody).
 */

/** The fields a column may be mapped to, in the order the mapping screen lists them. */
export const IMPORT_FIELDS = [
  'company_name',
  'subsidiary_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'internal_id',
  'lang_code',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Fields every import must map a column to (the forms require them). */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = [
  'company_name',
  'subsidiary_id',
  'first_name',
  'last_name',
  'email',
  'phone',
];

/** The largest spreadsheet accepted: 50,000 rows of a dozen columns fit in a few MB; 50 MB leaves room. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Rows the preview shows. */
export const IMPORT_PREVIEW_ROWS = 20;

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const columnName = z.string().max(255);

/** Field → the file's column header it is read from; a field left out is not imported. */
export const importMapping = z
  .object(Object.fromEntries(IMPORT_FIELDS.map((f) => [f, columnName.nullable().optional()])) as Record<
    ImportField,
    z.ZodOptional<z.ZodNullable<typeof columnName>>
  >)
  .strict();
export type ImportMapping = z.infer<typeof importMapping>;

export const customerImport = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** The header row of the file, in order. */
  columns: z.array(z.string()),
  /** The mapping to use: the one saved, else the last one this staff member used, matched to these columns. */
  mapping: importMapping,
  invite: z.boolean(),
  /** Data rows in the file; null until the job has counted them. */
  rows_total: z.number().int().nullable(),
  rows_done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  invites: z.number().int(),
  /** Estimated seconds until done, from the pace so far; null before there is a pace or once finished. */
  seconds_left: z.number().int().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerImport = z.infer<typeof customerImport>;
export const customerImportReply = z.object({ data: customerImport });
export const currentImportReply = z.object({ data: customerImport.nullable() });

/** POST admin/customer-imports/{id}/preview: the first rows as the mapping reads them, with each row's errors. */
export const importPreviewBody = z.object({ mapping: importMapping }).strict();
export const importPreviewRow = z.object({
  /** The row's line in the spreadsheet (the header is line 1). */
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  /** Field → the server's messages (shown in the reader's language by the web app's catalogue). */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;
export const importPreviewReply = z.object({ data: z.array(importPreviewRow) });

/** POST admin/customer-imports/{id}/start. */
export const importStartBody = z.object({ mapping: importMapping, invite: z.boolean().optional() }).strict();
export type ImportStartBody = z.infer<typeof importStartBody>;

/** The rejected-rows report's columns. */
export const IMPORT_REPORT_COLUMNS = ['row', 'email', 'company_name', 'reason'] as const;

/** One spreadsheet row, checked by the forms' rules: the contact's and the company's. */
export const importRow = contactCreateBody
  .pick({ first_name: true, last_name: true, email: true, phone: true, internal_id: true, lang_code: true })
  .extend(customerBody.pick({ company_name: true, subsidiary_id: true }).shape);
export type ImportRow = z.infer<typeof importRow>;

export const importMessages = {
  fileType: 'The file must be a CSV file or an Excel workbook (.xlsx).',
  fileTooLarge: 'The file may not be larger than 50 MB.',
  noHeader: 'The file has no header row.',
  unknownColumn: (column: string) => `The file has no column ${column}.`,
  mapColumn: 'Choose the column to read it from.',
  alreadyStarted: 'This import has already started.',
  otherSubsidiary: (subsidiary: number) => `You may import only customers of subsidiary ${subsidiary}.`,
  contactOfOtherSubsidiary: 'This contact belongs to a company of another subsidiary.',
};
