import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { isAllowedPhoneKey, PhoneInput } from './phone-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return <PhoneInput label="Phone" value={value} onChange={setValue} />;
}

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('PhoneInput: only digits, +, ?, . and spaces can be typed', () => {
  it.each(['0', '9', '+', '?', '.', ' ', 'Backspace'])('accepts %j', (k) => {
    expect(isAllowedPhoneKey(key(k))).toBe(true);
  });

  it.each(['a', 'Z', '-', '(', ')', '#', '/'])('refuses %j', (k) => {
    expect(isAllowedPhoneKey(key(k))).toBe(false);
  });

  it('lets keys that type nothing through, so Tab and shortcuts still work', () => {
    expect(isAllowedPhoneKey(key('Tab'))).toBe(true);
    expect(isAllowedPhoneKey(key('ArrowLeft'))).toBe(true);
    expect(isAllowedPhoneKey(key('v', { ctrlKey: true }))).toBe(true);
  });

  it('formats a US number as it is typed', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Phone');
    const user = userEvent.setup();
    await user.type(input, '2223');
    expect(input).toHaveValue('(222) 3');
    await user.type(input, '334444');
    expect(input).toHaveValue('(222) 333 - 4444');
  });

  it('formats a number with a country prefix', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Phone');
    await userEvent.setup().type(input, '+12223334444');
    expect(input).toHaveValue('+1 (222) 333 - 4444');
  });

  it('ignores letters typed into it', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Phone');
    await userEvent.setup().type(input, '22a2b');
    expect(input).toHaveValue('222');
  });

  it('shows an example with and without the country code as its placeholder', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', 'e.g. +1 222 333 4444 or 222 333 4444');
  });
});
