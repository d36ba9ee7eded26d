import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import {
  DIGITS_ONLY,
  INVALID_EMAIL,
  INVALID_PHONE,
  fieldLabel,
  isValidEmail,
  isValidPhone,
  passwordLengthMessage,
  phoneDigits,
  requiredMessage,
} from './validation-rules.ts';

export * from './validation-rules.ts';

/** A required trimmed string whose blank form gets the spec's message, and only that (`abort` skips the checks after it). */
export function requiredText(field: string, max = 255) {
  return z
    .string({ error: () => requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .max(max, { error: `${fieldLabel(field)} may not be greater than ${max} characters.` });
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
    .max(PASSWORD_MAX_LENGTH, { error: passwordLengthMessage(field) });
}

export function digitsField(field: string) {
  return requiredText(field, 32).regex(/^\d+$/, { error: DIGITS_ONLY(field) });
}
