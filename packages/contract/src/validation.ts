import { z } from 'zod';
import { MAX_ID } from './params.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import {
  DIGITS_ONLY,
  blankToNull,
  controlCharactersMessage,
  hasControlCharacter,
  INVALID_EMAIL,
  INVALID_PHONE,
  fieldLabel,
  isValidEmail,
  isValidPhone,
  passwordLengthMessage,
  passwordSpacesMessage,
  phoneDigits,
  requiredMessage,
} from './validation-rules.ts';

export * from './validation-rules.ts';

/** Text without control characters (NUL among them): the string every free-text field of a request starts from. */
export function plainText(field: string) {
  return z.string().refine((v) => !hasControlCharacter(v), { error: controlCharactersMessage(field) });
}

/** A required trimmed string whose blank form gets '{Field} is required.', and only that (`abort` skips the checks after it). */
export function requiredText(field: string, max = 255) {
  return z
    .string({ error: () => requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .max(max, { error: `${fieldLabel(field)} may not be greater than ${max} characters.` })
    .refine((v) => !hasControlCharacter(v), { error: controlCharactersMessage(field) });
}

export function emailField(field = 'email') {
  return requiredText(field)
    .refine(isValidEmail, { error: INVALID_EMAIL })
    .transform((v) => v.toLowerCase());
}

export function phoneField(field = 'phone') {
  return requiredText(field, 40).refine(isValidPhone, { error: INVALID_PHONE }).transform(phoneDigits);
}

export function passwordField(field = 'password') {
  return z
    .string({ error: () => requiredMessage(field) })
    .min(1, { error: requiredMessage(field), abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: passwordLengthMessage(field) })
    .max(PASSWORD_MAX_LENGTH, { error: passwordLengthMessage(field) })
    .refine((v) => v.trim() !== '', { error: passwordSpacesMessage(field) });
}

/** Shorter names are common inside ordinary words ('Li', 'Lee', 'New') and are not refused. */
const CONTEXT_WORD_MIN_LENGTH = 4;

/**
 * Whether the password contains, in any case, a word an attacker would try first for this account
 * (NIST SP 800-63B 3.1.1.2, context-specific words): the email's local part, the first or the last name.
 */
export function containsContextWord(
  password: string,
  account: { email: string; first_name?: string | null; last_name?: string | null },
): boolean {
  const lower = password.toLowerCase();
  const words = [account.email.split('@')[0], account.first_name, account.last_name]
    .map((w) => (w ?? '').trim().toLowerCase())
    .filter((w) => w.length >= CONTEXT_WORD_MIN_LENGTH);
  return words.some((w) => lower.includes(w));
}

export function digitsField(field: string) {
  return requiredText(field, 32).regex(/^\d+$/, { error: DIGITS_ONLY(field) });
}

/** A reference to another record by id; blank means none. */
export const optionalId = (field: string) =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: `${fieldLabel(field)} must be an id.` })
      .int()
      .positive()
      .max(MAX_ID, { error: `${fieldLabel(field)} must be an id.` })
      .nullable()
      .optional(),
  );
