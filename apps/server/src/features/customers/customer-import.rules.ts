import {
  IMPORT_FIELDS,
  importMessages,
  importRow,
  REQUIRED_IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportRow,
} from '@owner-portal/contract/customers/customer-imports';
import { EMAIL_TAKEN } from '@owner-portal/contract/contacts/contacts';

/** The decisions of a spreadsheet import (decision 123), on plain values; the job and routes ask them. */

export type RowErrors = Record<string, string[]>;

/** What a column header is called, for matching: lower case, letters and digits only. */
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header names people use for each field, squashed (English and Spanish). */
const ALIASES: Record<ImportField, string[]> = {
  company_name: ['companyname', 'company', 'customer', 'customername', 'empresa', 'compania', 'cliente'],
  subsidiary_id: ['subsidiaryid', 'subsidiary', 'subsidiaria', 'filial'],
  first_name: ['firstname', 'givenname', 'nombre'],
  last_name: ['lastname', 'surname', 'familyname', 'apellido', 'apellidos'],
  email: ['email', 'emailaddress', 'mail', 'correo', 'correoelectronico'],
  phone: ['phone', 'phonenumber', 'telephone', 'mobile', 'telefono'],
  internal_id: ['internalid', 'id', 'contactid', 'erpid', 'idinterno'],
  lang_code: ['langcode', 'language', 'lang', 'idioma'],
};

/**
 * The mapping offered for a file: for each field, the column the staff member used last time if the
 * file has it, else a column whose header names the field.
 */
export function suggestMapping(columns: readonly string[], remembered: ImportMapping | null): ImportMapping {
  const present = new Set(columns);
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS) {
    const last = remembered?.[field];
    if (last && present.has(last)) {
      mapping[field] = last;
      continue;
    }
    const found = columns.find((c) => ALIASES[field].includes(squash(c)));
    mapping[field] = found ?? null;
  }
  return mapping;
}

/** Refusals of a mapping: a required field without a column, or a column the file lacks. */
export function mappingErrors(mapping: ImportMapping, columns: readonly string[]): RowErrors {
  const errors: RowErrors = {};
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (column && !columns.includes(column))
      errors[`mapping.${field}`] = [importMessages.unknownColumn(column)];
    else if (!column && REQUIRED_IMPORT_FIELDS.includes(field)) errors[`mapping.${field}`] = [importMessages.mapColumn];
  }
  return errors;
}

/** A row's mapped values as text (trimmed), field by field. */
export function rowValues(cells: readonly string[], columns: readonly string[], mapping: ImportMapping) {
  const values: Partial<Record<ImportField, string>> = {};
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (!column) continue;
    const at = columns.indexOf(column);
    values[field] = at >= 0 ? (cells[at] ?? '').trim() : '';
  }
  return values;
}

/** A subsidiary cell as the form's number: plain digits are the id; other text fails the form's rule. */
function subsidiaryValue(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && !Number.isInteger(n) ? n : 0;
}

/**
 * A row checked by the forms' rules (the contact's and the company's), and by the staff member's
 * subsidiary when they are limited to one: the values to store, or the errors by field.
 */
export function checkRow(
  values: Partial<Record<ImportField, string>>,
  scope: number | null,
): { row: ImportRow; errors?: undefined } | { row?: undefined; errors: RowErrors } {
  const lang = values.lang_code ? values.lang_code.toLowerCase() : undefined;
  const parsed = importRow.safeParse({
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    internal_id: values.internal_id ?? null,
    lang_code: lang,
    company_name: values.company_name ?? '',
    subsidiary_id: subsidiaryValue(values.subsidiary_id),
  });
  const errors: RowErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      (errors[field] ??= []).push(issue.message);
    }
  }
  if (parsed.success && scope !== null && parsed.data.subsidiary_id !== scope)
    errors.subsidiary_id = [importMessages.otherSubsidiary(scope)];
  return parsed.success && Object.keys(errors).length === 0 ? { row: parsed.data } : { errors };
}

/** A stored contact as the import compares it. */
export interface StoredContact {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  internal_id: string | null;
  lang_code: string;
  customer_id: number | null;
  /** The subsidiary of the contact's company (null: none). */
  subsidiary_id: number | null;
  invite_sent_at: unknown;
  password_hash: string | null;
}

export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  internal_id: string | null;
  lang_code: string;
  customer_id: number;
}

/**
 * Which stored contact a row is: the one with its internal id, else the one with its email
 * (a re-run of the same file therefore finds every contact it made).
 */
export function matchContact(
  row: ImportRow,
  byInternalId: ReadonlyMap<string, StoredContact>,
  byEmail: ReadonlyMap<string, StoredContact>,
): StoredContact | undefined {
  return (row.internal_id ? byInternalId.get(row.internal_id) : undefined) ?? byEmail.get(row.email);
}

export type ContactDecision =
  | { kind: 'create'; values: ContactValues }
  | { kind: 'update'; values: ContactValues }
  | { kind: 'unchanged' }
  | { kind: 'reject'; errors: RowErrors };

/**
 * What a row does to its contact: create it, update what differs, leave it as it is, or refuse it
 * (its email is another contact's; the contact belongs to another subsidiary than the staff member's).
 * An empty internal id or language keeps the stored one.
 */
export function decideContact(
  row: ImportRow,
  companyId: number,
  stored: StoredContact | undefined,
  emailOwner: StoredContact | undefined,
  scope: number | null,
): ContactDecision {
  if (emailOwner && emailOwner.id !== stored?.id) return { kind: 'reject', errors: { email: [EMAIL_TAKEN] } };
  if (stored && scope !== null && stored.subsidiary_id !== null && stored.subsidiary_id !== scope)
    return { kind: 'reject', errors: { email: [importMessages.contactOfOtherSubsidiary] } };
  const values: ContactValues = {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    internal_id: row.internal_id ?? stored?.internal_id ?? null,
    lang_code: row.lang_code ?? stored?.lang_code ?? 'en',
    customer_id: companyId,
  };
  if (!stored) return { kind: 'create', values };
  const same = (Object.keys(values) as (keyof ContactValues)[]).every((k) => values[k] === stored[k]);
  return same ? { kind: 'unchanged' } : { kind: 'update', values };
}

/** Whether a contact may be invited: never invited and no password chosen (so each is invited once). */
export const awaitsInvitation = (c: { invite_sent_at: unknown; password_hash: string | null }) =>
  (c.invite_sent_at === null || c.invite_sent_at === undefined) && c.password_hash === null;

/** When the n-th invitation (0-based) of an import may go out: at most `perMinute` a minute from its start. */
export function inviteTime(startMs: number, n: number, perMinute: number): Date {
  return new Date(startMs + Math.floor(n / Math.max(1, perMinute)) * 60_000);
}

/** Seconds left at the pace so far; null before any row is done, without a total, or once all are. */
export function secondsLeft(startedMs: number | null, nowMs: number, done: number, total: number | null): number | null {
  if (startedMs === null || total === null || done <= 0 || done >= total) return null;
  const perRow = (nowMs - startedMs) / done;
  return Math.max(1, Math.round((perRow * (total - done)) / 1000));
}
