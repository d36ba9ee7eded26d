/**
 * The zod-free half of validation.ts: labels, messages and checks the web app runs in every bundle
 * (the sign-in page included), kept apart so importing them never pulls zod in.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/** 'first_name' -> 'First name': how a 422 text names a field. */
export function fieldLabel(field: string): string {
  const spaced = field.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function requiredMessage(field: string): string {
  return `${fieldLabel(field)} is required.`;
}

/** A form's empty or all-blank text field means "none": zod then sees null, not a string to validate. */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const INVALID_PHONE = 'Invalid phone number.';
export const INVALID_EMAIL = 'Invalid email address.';
export const DIGITS_ONLY = (field: string) => `${fieldLabel(field)} must contain digits only.`;
export const COMMON_PASSWORD = 'This password is too common. Choose another one.';
export const passwordSpacesMessage = (field = 'password') => `${fieldLabel(field)} may not be only spaces.`;
export const PASSWORD_CONTEXT_WORD =
  "The password may not contain the account's name or the first part of its email address.";
export const passwordLengthMessage = (field = 'password') =>
  `${fieldLabel(field)} must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`;

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No form types them;
 * PostgreSQL refuses NUL in text outright (22021), so they are refused at the edge on both engines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

export const controlCharactersMessage = (field: string) => `${fieldLabel(field)} may not contain control characters.`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Digits, with an optional '+' and 1-2 digit country prefix, after removing typing separators. */
const PHONE_PATTERN = /^(\+\d{1,2})?\d{10}$/;

export function phoneDigits(value: string): string {
  return value.replace(/[\s().\-?]/g, '');
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(phoneDigits(value));
}

/** Formats as typed: an optional +CC prefix (1-2 digits), then (xxx) xxx - xxxx. */
export function formatPhone(value: string): string {
  const hasPlus = value.trim().startsWith('+');
  const digits = value.replace(/\D/g, '');
  const prefixLength = hasPlus ? Math.min(2, Math.max(1, digits.length - 10)) : 0;
  const prefix = hasPlus ? `+${digits.slice(0, prefixLength)}` : '';
  const rest = digits.slice(prefixLength, prefixLength + 10);
  let local = rest.slice(0, 3);
  if (rest.length > 3) local = `(${rest.slice(0, 3)}) ${rest.slice(3, 6)}`;
  if (rest.length > 6) local += ` - ${rest.slice(6)}`;
  return [prefix, local].filter(Boolean).join(' ');
}
