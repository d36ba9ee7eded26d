import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_TAKEN } from './events/event-codes.ts';
import { HTTPS_ONLY } from './products/admin-catalog.ts';
import { INVALID_CUSTOMER } from './contacts/contacts.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  FORBIDDEN_MESSAGE,
  NOT_FOUND_MESSAGE,
  READ_ONLY_IMPERSONATION_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  VALIDATION_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from './errors.ts';
import { INVITE_SENT_MESSAGE } from './contacts/contacts.ts';
import { resumableMessages, uploadMessages } from './content/content.ts';
import { CAPTIONS_ONCE_PER_LANGUAGE } from './training/admin-videos.ts';
import { ID_OUT_OF_RANGE, INVALID_ID } from './params.ts';
import { productOwned, stillUsed } from './products/admin-catalog.ts';
import { minimumNotReached, payoutTagStillAssigned, redeemTooMuch } from './referrals/referrals.ts';
import {
  ACKNOWLEDGE_FIRST_MESSAGE,
  NOT_FINISHED_MESSAGE,
  quizWaitMessage,
  UNLOCK_NEEDS_PRETRAINING_MESSAGE,
  WARRANTY_REQUIRED_MESSAGE,
} from './training/training.ts';
import { TRAINING_MESSAGES } from './schedule/schedule.ts';
import { salesRepStillAssigned } from './sales-reps/sales-reps.ts';
import { moneyRangeMessage, POSITIVE_AMOUNT, twoDecimalsMessage } from './money.ts';
import { IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_TOO_LONG } from './idempotency.ts';
import { EXPIRY_IN_PAST, SCOPES_REQUIRED } from './integration/api-keys.ts';
import { importMessages } from './customers/customer-imports.ts';
import { fieldKeyOf, matchServerMessage } from './server-messages.ts';
import {
  COMMON_PASSWORD,
  controlCharactersMessage,
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
  [TRAINING_MESSAGES.clockOfLocation, 'clockOfLocation', {}],
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
  [READ_ONLY_IMPERSONATION_MESSAGE, 'readOnlyImpersonation', {}],
  [SCOPES_REQUIRED, 'scopesRequired', {}],
  [EXPIRY_IN_PAST, 'expiryInPast', {}],
  [requiredMessage('description_es'), 'required', { field: 'Description es' }],
  [UNAUTHENTICATED_MESSAGE, 'unauthenticated', {}],
  [FORBIDDEN_MESSAGE, 'forbidden', {}],
  [NOT_FOUND_MESSAGE, 'notFound', {}],
  [DATABASE_UNAVAILABLE_MESSAGE, 'databaseUnavailable', {}],
  [WRONG_CREDENTIALS_MESSAGE, 'wrongCredentials', {}],
  [TOO_MANY_ATTEMPTS_MESSAGE, 'tooManyAttempts', {}],
  [TOO_MANY_RESET_REQUESTS_MESSAGE, 'tooManyResetRequests', {}],
  [INVITE_SENT_MESSAGE, 'inviteSent', {}],
  [IDEMPOTENCY_KEY_REQUIRED, 'idempotencyRequired', {}],
  [IDEMPOTENCY_KEY_TOO_LONG, 'idempotencyTooLong', { n: '200' }],
  [INVALID_ID, 'plainDigitsId', {}],
  [ID_OUT_OF_RANGE, 'idRange', { n: '2147483647' }],
  [productOwned(3), 'productOwned', { n: '3' }],
  [productOwned(1), 'productOwnedOne', {}],
  [stillUsed('series', 4, 'product'), 'stillUsedProducts', { field: 'series', n: '4' }],
  [stillUsed('machine type', 1, 'product'), 'stillUsedProduct', { field: 'machine type' }],
  [stillUsed('series', 2, 'video'), 'stillUsedVideos', { field: 'series', n: '2' }],
  [stillUsed('category', 5, 'series'), 'stillUsedSeries', { field: 'category', n: '5' }],
  [payoutTagStillAssigned(2), 'payoutTagAssigned', { n: '2' }],
  [payoutTagStillAssigned(1), 'payoutTagAssignedOne', {}],
  [redeemTooMuch(12.5), 'redeemTooMuch', { n: '12.50' }],
  [minimumNotReached(3), 'minimumNotReached', { n: '3' }],
  [minimumNotReached(1), 'minimumNotReachedOne', {}],
  [WARRANTY_REQUIRED_MESSAGE, 'warrantyRequired', {}],
  [ACKNOWLEDGE_FIRST_MESSAGE, 'acknowledgeFirst', {}],
  [NOT_FINISHED_MESSAGE, 'notFinished', {}],
  [UNLOCK_NEEDS_PRETRAINING_MESSAGE, 'unlockNeedsPretraining', {}],
  [quizWaitMessage(30), 'quizWaitSeconds', { n: '30' }],
  [quizWaitMessage(1), 'quizWaitSecond', {}],
  [quizWaitMessage(300), 'quizWaitMinutes', { n: '5' }],
  [quizWaitMessage(60), 'quizWaitMinute', {}],
  [uploadMessages.malformed, 'uploadMalformed', {}],
  [uploadMessages.missing('file'), 'required', { field: 'File' }],
  [uploadMessages.wrongType('thumbnail', 'image'), 'fileNotImage', { field: 'Thumbnail' }],
  [uploadMessages.wrongType('file', 'pdf'), 'fileNotPdf', { field: 'File' }],
  [uploadMessages.wrongType('source', 'video'), 'fileNotVideo', { field: 'Source' }],
  [uploadMessages.tooLarge('source', 'video'), 'fileTooLarge', { field: 'Source', size: '2 GB' }],
  [uploadMessages.wrongType('captions', 'captions'), 'fileNotCaptions', { field: 'Captions' }],
  [uploadMessages.tooLarge('captions', 'captions'), 'fileTooLarge', { field: 'Captions', size: '1 MB' }],
  ['The captions must be an uploaded WebVTT captions file.', 'uploadedCaptions', { field: 'captions' }],
  [CAPTIONS_ONCE_PER_LANGUAGE, 'captionsOncePerLanguage', {}],
  [resumableMessages.version, 'resumableVersion', {}],
  [resumableMessages.request('Invalid upload-offset'), 'resumableRequest', { list: 'Invalid upload-offset' }],
  [resumableMessages.offset, 'resumableOffset', {}],
  [resumableMessages.gone, 'resumableGone', {}],
  [uploadMessages.unreadable('poster'), 'fileUnreadable', { field: 'Poster' }],
  [uploadMessages.fileName('file'), 'fileNameControl', { field: 'File' }],
  [controlCharactersMessage('title'), 'controlCharacters', { field: 'Title' }],
  ['The page must be a whole number.', 'wholeNumber', { field: 'page' }],
  ['The per page may not be greater than 1000.', 'notGreaterThan', { field: 'per page', n: '1000' }],
  ['The order by must be one of: name, email.', 'oneOf', { field: 'order by', list: 'name, email' }],
  ['The kind must be image, pdf or video.', 'mustBeValue', { field: 'kind', list: 'image, pdf or video' }],
  ['Unknown machine type: Laser, Cutter.', 'unknownMachineType', { list: 'Laser, Cutter' }],
  ['Answer 12 is not an answer to question 3.', 'answerNotOfQuestion', { n: '12', m: '3' }],
  [importMessages.fileType, 'importFileType', {}],
  [importMessages.fileTooLarge, 'importFileTooLarge', {}],
  [importMessages.noHeader, 'importNoHeader', {}],
  [importMessages.unknownColumn('E-mail'), 'importUnknownColumn', { list: 'E-mail' }],
  [importMessages.mapColumn, 'importMapColumn', {}],
  [importMessages.alreadyStarted, 'importAlreadyStarted', {}],
  [importMessages.otherSubsidiary(3), 'importOtherSubsidiary', { n: '3' }],
  [importMessages.contactOfOtherSubsidiary, 'importContactOtherSubsidiary', {}],
];

describe('matchServerMessage', () => {
  it.each(WRITTEN)('reads “%s” as %s', (text, key, params) => {
    expect(matchServerMessage(text)).toEqual({ key, params });
  });

  it('knows nothing of a text the catalogue does not hold', () => {
    expect(matchServerMessage('Something else entirely')).toBeNull();
  });

  it('names the form field of a server label', () => {
    expect(fieldKeyOf('Description es')).toBe('description_es');
    expect(fieldKeyOf('discount code')).toBe('discount_code');
  });
});
