/**
 * Every recurring text the server puts in a 422 (its message and its field errors), by key, as a
 * template: `{field}` is a field's name as the server writes it ("Discount code", "discount code"),
 * `{n}`, `{min}`, `{max}` are numbers (money as "1,000,000.00"). The API answers in English whatever
 * the reader's language; the web app looks a text up here and shows its translation (forms
 * `server.<key>`), or the text itself when it is not here. Zod-free, so the sign-in page can use it. server-messages.test.ts checks each
 * template against the constant or function that writes it.
 */
export const SERVER_MESSAGE_TEMPLATES = {
  invalid: 'The given data was invalid.',
  invalidEmail: 'Invalid email address.',
  invalidPhone: 'Invalid phone number.',
  commonPassword: 'This password is too common. Choose another one.',
  passwordContext: "The password may not contain the account's name or the first part of its email address.",
  passwordMismatch: 'The password confirmation does not match.',
  salesRepAssigned: 'This sales rep is still assigned to {n} customers.',
  salesRepAssignedOne: 'This sales rep is still assigned to 1 customer.',
  slotUnavailable: 'This class is no longer available. Please choose another time.',
  slotWrongSeries: 'This class is not for the chosen machine.',
  notOwned: 'You can only book training for a machine your company owns.',
  preTrainingFirst: 'Please finish the pre-training for this machine before booking a live class.',
  alreadyBooked: 'You already have a training booked for this machine.',
  full: 'This class is full. You can join its waitlist and we will email you if a seat frees up.',
  cutoff: 'Trainings can no longer be cancelled less than {n} hours before the start. Please contact support.',
  alreadyCancelled: 'This training is already cancelled.',
  alreadyHeld: 'This training has already taken place.',
  slotCancelled: 'This class is cancelled.',
  notPending: 'Only a pending booking can be approved.',
  slotInPast: 'The date and time must be in the future.',
  untilBeforeStart: 'The repeat end must be on or after the first date.',
  tooManySlots: 'A repeating schedule may create at most {n} classes.',
  capacityBelowTaken: 'The capacity may not be lower than the {n} seats already taken.',
  idempotencyReused: 'This Idempotency-Key was already used with a different request.',
  scopesRequired: 'Choose at least one scope.',
  expiryInPast: 'The expiry must be in the future.',
  // With a field name: after the fixed texts, so a fixed text never reads as "{field} is …".
  taken: 'The {field} has already been taken.',
  selectedInvalid: 'The selected {field} is invalid.',
  selectedMissing: 'The selected {field} does not exist.',
  tooLong: '{field} may not be greater than {n} characters.',
  passwordLength: '{field} must be between {min} and {max} characters.',
  passwordSpaces: '{field} may not be only spaces.',
  digitsOnly: '{field} must contain digits only.',
  httpsOnly: '{field} must be an https:// address.',
  required: '{field} is required.',
  moneyRange: 'The {field} must be between ${min} and ${max}.',
  twoDecimals: 'The {field} may have at most two decimals.',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGE_TEMPLATES;

export interface ServerMessageMatch {
  key: ServerMessageKey;
  /** The placeholders' values as the server wrote them. */
  params: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');

const PATTERNS = (Object.entries(SERVER_MESSAGE_TEMPLATES) as [ServerMessageKey, string][]).map(
  ([key, template]) =>
    [
      key,
      new RegExp(
        `^${escape(template).replace(/\{(\w+)\}/g, (_, name: string) => (name === 'field' ? `(?<field>[\\w ]+?)` : `(?<${name}>\\d[\\d,.]*?)`))}$`,
      ),
    ] as const,
);

/** The catalogue entry a server text is, with its placeholders; null for a text not in it. */
export function matchServerMessage(text: string): ServerMessageMatch | null {
  for (const [key, pattern] of PATTERNS) {
    const found = pattern.exec(text);
    if (found) return { key, params: { ...found.groups } };
  }
  return null;
}

/** "Discount code" or "discount code" → "discount_code": the form field a server label names. */
export function fieldKeyOf(label: string): string {
  return label.trim().toLowerCase().replace(/ /g, '_');
}
