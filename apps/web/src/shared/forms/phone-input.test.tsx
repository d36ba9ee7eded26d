import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { caretAfterFormatting, isAllowedPhoneKey, PhoneInput } from './phone-input.tsx';

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

  it('keeps the caret where the digit went when a digit is typed in the middle of the number', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    const user = userEvent.setup();
    await user.type(input, '222333444');
    expect(input).toHaveValue('(222) 333 - 444');
    // Into the area code, after its first digit: "(2|22)".
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('9');
    expect(input).toHaveValue('(292) 233 - 3444');
    expect(input.selectionStart).toBe(3);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(222) 333 - 444');
    expect(input.selectionStart).toBe(2);
  });

  it('keeps the caret after the digit across a group the formatting moves', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    const user = userEvent.setup();
    await user.type(input, '2223334444');
    await user.click(input);
    // After the first digit of the second group: "(222) 3|33 - 4444"; Backspace removes that 3 and the
    // digits move up a group; the caret stays after the area code's last digit, and the next digit
    // typed goes back where the 3 was.
    input.setSelectionRange(7, 7);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(222) 334 - 444');
    expect(input.selectionStart).toBe(4);
    await user.keyboard('9');
    expect(input).toHaveValue('(222) 933 - 4444');
    expect(input.selectionStart).toBe(7);
  });

  it.each([
    ['(222) 3', 7, '(222) 3'],
    ['(2922) 3', 3, '(292) 23'],
    ['+1 (222) 333', 1, '+1 (222) 333'],
  ])('caretAfterFormatting(%j, %i) lands after the same digits in %j', (typed, at, formatted) => {
    const digitsBefore = typed.slice(0, at).replace(/[^\d+]/g, '').length;
    const landed = caretAfterFormatting(typed, at, formatted);
    expect(formatted.slice(0, landed).replace(/[^\d+]/g, '').length).toBe(digitsBefore);
  });

  it('shows an example with and without the country code as its placeholder', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', 'e.g. +1 222 333 4444 or 222 333 4444');
  });
});
