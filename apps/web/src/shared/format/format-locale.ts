import { i18n } from '../i18n/i18n.ts';

/** Where a reader is: European customers (subsidiary 3) read European dates and amounts. */
export type Region = 'us' | 'eu';

let region: Region = 'us';

/** Set by the root route from the signed-in user (or the impersonated customer). */
export function setFormatRegion(next: Region): void {
  region = next;
}

/**
 * The BCP 47 locale European readers' dates and money are written in: es-ES in Spanish, en-GB in
 * English. US readers keep the US formats (3/7/26, -$12.00) in both languages, since their invoices
 * and orders use month-first dates (decision 040).
 */
export function formatLocale(): string {
  if (region === 'us') return 'en-US';
  return i18n.language === 'es' ? 'es-ES' : 'en-GB';
}

/**
 * The locale of dates in words (month and weekday names): the reader's language as written in their
 * region, es-US for a Spanish-speaking US owner ("24 de noviembre de 2026"), en-GB in Europe.
 */
export function wordsLocale(): string {
  if (region === 'eu') return formatLocale();
  return i18n.language === 'es' ? 'es-US' : 'en-US';
}

/** True for US readers: month-first dates, and money as $1,234.50 and -$12.00. */
export function usesSpecFormats(): boolean {
  return region === 'us';
}

/** The first day of the week for calendars and week presets: Sunday in the US, Monday in Europe. */
export function firstDayOfWeek(): 0 | 1 {
  return region === 'eu' ? 1 : 0;
}
