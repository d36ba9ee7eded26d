import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_TAKEN } from './events/event-codes.ts';
import { HTTPS_ONLY } from './products/admin-catalog.ts';
import { INVALID_CUSTOMER } from './contacts/contacts.ts';
import { VALIDATION_MESSAGE } from './errors.ts';
import { TRAINING_MESSAGES } from './schedule/schedule.ts';
import { salesRepStillAssigned } from './sales-reps/sales-reps.ts';
import { moneyRangeMessage, POSITIVE_AMOUNT, twoDecimalsMessage } from './money.ts';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency.ts';
import { EXPIRY_IN_PAST, SCOPES_REQUIRED } from './integration/api-keys.ts';
import { fieldKeyOf, matchServerMessage } from './server-messages.ts';
import {
  COMMON_PASSWORD,
  DIGITS_ONLY,
  INVALID_EMAIL,
  INVALID_PHONE,
  PASSWORD_CONTEXT_WORD,
  passwordLengthMessage,
  passwordSpacesMessage,
  requiredMessage,
} from './validation.ts';

/** What the server writes, and the key and placeholders the catalogue must read back from it. */
const WRITTEN: [string, string, Record<string, string>][] = [
  [VALIDATION_MESSAGE, 'invalid', {}],
  [INVALID_EMAIL, 'invalidEmail', {}],
  [INVALID_PHONE, 'invalidPhone', {}],
  [COMMON_PASSWORD, 'commonPassword', {}],
  [PASSWORD_CONTEXT_WORD, 'passwordContext', {}],
  [salesRepStillAssigned(5), 'salesRepAssigned', { n: '5' }],
  [salesRepStillAssigned(1), 'salesRepAssignedOne', {}],
  [TRAINING_MESSAGES.slotUnavailable, 'slotUnavailable', {}],
  [TRAINING_MESSAGES.slotWrongSeries, 'slotWrongSeries', {}],
  [TRAINING_MESSAGES.notOwned, 'notOwned', {}],
  [TRAINING_MESSAGES.preTrainingFirst, 'preTrainingFirst', {}],
  [TRAINING_MESSAGES.alreadyBooked, 'alreadyBooked', {}],
  [TRAINING_MESSAGES.full, 'full', {}],
  [TRAINING_MESSAGES.cutoff(24), 'cutoff', { n: '24' }],
  [TRAINING_MESSAGES.alreadyCancelled, 'alreadyCancelled', {}],
  [TRAINING_MESSAGES.alreadyHeld, 'alreadyHeld', {}],
  [TRAINING_MESSAGES.slotCancelled, 'slotCancelled', {}],
  [TRAINING_MESSAGES.notPending, 'notPending', {}],
  [TRAINING_MESSAGES.slotInPast, 'slotInPast', {}],
  [TRAINING_MESSAGES.untilBeforeStart, 'untilBeforeStart', {}],
  [TRAINING_MESSAGES.tooManySlots(60), 'tooManySlots', { n: '60' }],
  [TRAINING_MESSAGES.capacityBelowTaken(3), 'capacityBelowTaken', { n: '3' }],
  [DISCOUNT_CODE_TAKEN, 'taken', { field: 'discount code' }],
  ['The email has already been taken.', 'taken', { field: 'email' }],
  [INVALID_CUSTOMER, 'selectedInvalid', { field: 'customer' }],
  ['The selected item does not exist.', 'selectedMissing', { field: 'item' }],
  ['Description may not be greater than 512 characters.', 'tooLong', { field: 'Description', n: '512' }],
  [passwordLengthMessage(), 'passwordLength', { field: 'Password', min: expect.any(String), max: expect.any(String) }],
  [passwordSpacesMessage(), 'passwordSpaces', { field: 'Password' }],
  [DIGITS_ONLY('internal_id'), 'digitsOnly', { field: 'Internal id' }],
  [HTTPS_ONLY('claim_url'), 'httpsOnly', { field: 'Claim url' }],
  [requiredMessage('first_name'), 'required', { field: 'First name' }],
  [moneyRangeMessage('amount', POSITIVE_AMOUNT), 'moneyRange', { field: 'amount', min: '0.01', max: '1,000,000.00' }],
  [twoDecimalsMessage('amount'), 'twoDecimals', { field: 'amount' }],
  [IDEMPOTENCY_KEY_REUSED, 'idempotencyReused', {}],
  [SCOPES_REQUIRED, 'scopesRequired', {}],
  [EXPIRY_IN_PAST, 'expiryInPast', {}],
  [requiredMessage('description_es'), 'required', { field: 'Description es' }],
];

describe('matchServerMessage', () => {
  it.each(WRITTEN)('reads “%s” as %s', (text, key, params) => {
    expect(matchServerMessage(text)).toEqual({ key, params });
  });

  it('knows nothing of a text the catalogue does not hold', () => {
    expect(matchServerMessage('The referral code is unknown.')).toBeNull();
    expect(matchServerMessage('Something else entirely')).toBeNull();
  });

  it('names the form field of a server label', () => {
    expect(fieldKeyOf('Description es')).toBe('description_es');
    expect(fieldKeyOf('discount code')).toBe('discount_code');
  });
});
