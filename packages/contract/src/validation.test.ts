import { describe, expect, it } from 'vitest';
import {
  blankToNull,
  emailField,
  fieldLabel,
  formatPhone,
  isValidEmail,
  isValidPhone,
  passwordField,
  phoneDigits,
  phoneField,
  requiredMessage,
  requiredText,
} from './validation.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('requiredMessage', () => {
  it('capitalises the field name and turns underscores into spaces', () => {
    expect(requiredMessage('first_name')).toBe('First name is required.');
    expect(requiredMessage('email')).toBe('Email is required.');
    expect(requiredMessage('password_confirmation')).toBe('Password confirmation is required.');
    expect(fieldLabel('internal_id')).toBe('Internal id');
  });
});

describe('isValidPhone', () => {
  it.each(['2223334444', '+1 222 333 4444', '(222) 333 - 4444', '+44 2223334444', '+12223334444', '222.333.4444'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each(['12345', '+123 2223334444', 'abc', '', '12223334444', '222333444', '22233344445', '+ 2223334444'])(
    'refuses %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );

  it('keeps the plus and the digits, dropping the separators people type', () => {
    expect(phoneDigits('+1 (222) 333 - 4444')).toBe('+12223334444');
  });
});

describe('formatPhone', () => {
  it('shows ten digits as (xxx) xxx - xxxx', () => {
    expect(formatPhone('2223334444')).toBe('(222) 333 - 4444');
  });

  it('keeps a country prefix in front', () => {
    expect(formatPhone('+12223334444')).toBe('+1 (222) 333 - 4444');
    expect(formatPhone('+442223334444')).toBe('+44 (222) 333 - 4444');
  });

  it.each([
    ['', ''],
    ['2', '2'],
    ['222', '222'],
    ['2223', '(222) 3'],
    ['222333', '(222) 333'],
    ['2223334', '(222) 333 - 4'],
    ['222333444', '(222) 333 - 444'],
    ['+', '+'],
    ['+1', '+1'],
  ])('formats partial input %j progressively as %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('formats each keystroke of a number consistently, ending in the full form', () => {
    const typed = '2223334444';
    let shown = '';
    for (const key of typed) {
      shown = formatPhone(shown + key);
    }
    expect(shown).toBe('(222) 333 - 4444');
  });

  it('gives the same result when formatting a formatted number again', () => {
    for (const value of ['2223334444', '+12223334444', '+442223334444', '22233']) {
      expect(formatPhone(formatPhone(value))).toBe(formatPhone(value));
    }
  });

  it('ignores digits past the tenth', () => {
    expect(formatPhone('22233344445555')).toBe('(222) 333 - 4444');
  });
});

describe('isValidEmail', () => {
  it.each(['owner@demo.test', 'first.last+tag@example.co.uk', ' owner@demo.test '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'owner', 'owner@demo', '@demo.test', 'owner@.', 'own er@demo.test', 'owner@@demo.test', 'owner@demo.'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('field schemas', () => {
  it('gives a blank required field only its required message', () => {
    expect(messages(requiredText('first_name').safeParse('   '))).toEqual(['First name is required.']);
    expect(messages(emailField().safeParse(''))).toEqual(['Email is required.']);
    expect(messages(phoneField().safeParse(''))).toEqual(['Phone is required.']);
    expect(messages(passwordField().safeParse(''))).toEqual(['Password is required.']);
  });

  it('gives a missing field its required message', () => {
    expect(messages(emailField().safeParse(undefined))).toEqual(['Email is required.']);
    expect(messages(passwordField().safeParse(undefined))).toEqual(['Password is required.']);
  });

  it('answers a malformed email with Invalid email address. and lowercases a good one', () => {
    expect(messages(emailField().safeParse('owner-at-demo.test'))).toEqual(['Invalid email address.']);
    expect(emailField().parse(' Owner@Demo.TEST ')).toBe('owner@demo.test');
  });

  it('answers a malformed phone with Invalid phone number. and stores a good one without separators', () => {
    expect(messages(phoneField().safeParse('12345'))).toEqual(['Invalid phone number.']);
    expect(phoneField().parse('(222) 333 - 4444')).toBe('2223334444');
  });

  it('takes passwords of 8 to 128 characters', () => {
    const tooShortOrLong = ['Password must be between 8 and 128 characters.'];
    expect(messages(passwordField().safeParse('x'.repeat(7)))).toEqual(tooShortOrLong);
    expect(passwordField().safeParse('x'.repeat(8)).success).toBe(true);
    expect(passwordField().safeParse('x'.repeat(128)).success).toBe(true);
    expect(messages(passwordField().safeParse('x'.repeat(129)))).toEqual(tooShortOrLong);
  });
});

describe('blankToNull', () => {
  it('turns an empty or all-blank string into null and leaves anything else as it is', () => {
    expect(blankToNull('')).toBeNull();
    expect(blankToNull('  \t')).toBeNull();
    expect(blankToNull(' a ')).toBe(' a ');
    expect(blankToNull(0)).toBe(0);
    expect(blankToNull(undefined)).toBeUndefined();
  });
});
