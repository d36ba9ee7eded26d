import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@owner-portal/contract/validation-rules';

/** Characters a phone number may be typed with. */
const ALLOWED_CHARACTERS = /^[0-9+?. ]$/;

/**
 * Keys that are let through: the allowed characters, Backspace, and keys that type nothing (Tab,
 * arrows, shortcuts with Ctrl or Cmd), so the field stays usable from the keyboard.
 */
export function isAllowedPhoneKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.key === 'Backspace') return true;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (event.key.length > 1) return event.key !== 'Spacebar';
  return ALLOWED_CHARACTERS.test(event.key);
}

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

const SIGNIFICANT = /[\d+]/;

/**
 * Where the caret goes in the formatted number: after as many digits (and plus) as were before it in
 * the text as typed, so an edit in the middle of a number keeps the caret where the digit went.
 */
export function caretAfterFormatting(typed: string, caret: number, formatted: string): number {
  let wanted = 0;
  for (const char of typed.slice(0, caret)) if (SIGNIFICANT.test(char)) wanted += 1;
  if (wanted === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (SIGNIFICANT.test(formatted[i]!)) seen += 1;
    if (seen === wanted) return i + 1;
  }
  return formatted.length;
}

/** A phone field: accepts only digits, plus, question mark, dot, space and Backspace; formats as typed. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  const { t } = useTranslation('forms');
  const input = useRef<HTMLInputElement>(null);
  // The caret after the last edit, applied once the formatted value is drawn (a new edit draws anew).
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret && element && document.activeElement === element) element.setSelectionRange(caret.at, caret.at);
  }, [caret, value]);
  return (
    <TextInput
      ref={input}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('phone.placeholder')}
      {...props}
      value={value}
      onKeyDown={(event) => {
        if (!isAllowedPhoneKey(event)) event.preventDefault();
      }}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        const formatted = /\d/.test(raw) || raw.includes('+') ? formatPhone(raw) : '';
        const at = event.currentTarget.selectionStart ?? raw.length;
        setCaret({ at: caretAfterFormatting(raw, at, formatted) });
        onChange(formatted);
      }}
    />
  );
}
