import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
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

/** A phone field: accepts only digits, plus, question mark, dot, space and Backspace; formats as typed. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  const { t } = useTranslation('forms');
  return (
    <TextInput
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
        onChange(/\d/.test(raw) || raw.includes('+') ? formatPhone(raw) : '');
      }}
    />
  );
}
