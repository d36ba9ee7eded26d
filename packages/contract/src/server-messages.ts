/**
 * Every text the server writes for a reader (a refusal's message and field errors, the password
 * pages' replies), by key, as a template: `{field}` is a field's name as the server writes it
 * ("Discount code", "discount code"), `{list}` words as written, `{size}` a file size, the others
 * numbers (money as "1,000,000.00"). The API answers in English whatever the reader's language; the
 * web app looks a text up here and shows its translation (`server:<key>`), or the text itself when it
 * is not here. server-messages.test.ts checks each template against the constant or function that
 * writes it; the server's test/server-texts.test.ts fails on a sentence in the source no template
 * covers (decision 119). Zod-free.
 */
export const SERVER_MESSAGE_TEMPLATES = {
  invalid: 'The given data was invalid.',
  invalidValue: 'Invalid value.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  serverError: 'Server error.',
  databaseUnavailable: 'The database is unavailable. Try again in a moment.',
  dataException:
    'A value is out of range or not valid text (a control character, an impossible date or a number too large).',
  wrongCredentials: 'Wrong email or password.',
  tooManyAttempts: 'Too many sign-in attempts. Try again later.',
  tooManyResetRequests: 'Too many password reset requests. Try again later.',
  resetRequestSent: 'If that address belongs to an account, a link to reset the password is on its way.',
  resetDone: 'Your password has been reset. You can sign in now.',
  badPasswordLink: 'This password link is invalid or has expired.',
  wrongCurrentPassword: 'The current password is incorrect.',
  inviteSent: 'The invite has been sent.',
  invalidEmail: 'Invalid email address.',
  invalidPhone: 'Invalid phone number.',
  commonPassword: 'This password is too common. Choose another one.',
  passwordContext: "The password may not contain the account's name or the first part of its email address.",
  passwordMismatch: 'The password confirmation does not match.',
  salesRepAssigned: 'This sales rep is still assigned to {n} customers.',
  salesRepAssignedOne: 'This sales rep is still assigned to 1 customer.',
  payoutTagAssigned: 'This payout tag is still assigned to {n} customers.',
  payoutTagAssignedOne: 'This payout tag is still assigned to 1 customer.',
  productOwned: 'This product is owned by {n} customers and cannot be deleted.',
  productOwnedOne: 'This product is owned by 1 customer and cannot be deleted.',
  webhookUrlCredentials: 'The url must not contain a user name or password.',
  webhookUrlHttps: 'The url must use https.',
  webhookUrlUnresolved: "The url's host could not be found.",
  webhookUrlPrivate: 'The url must not point to a private, loopback or link-local address.',
  webhookEventsRequired: 'Choose at least one event.',
  webhookEventUnknown: 'Each event must be one of: {list}.',
  webhookEndpointDisabled: 'The endpoint is disabled: enable it before retrying a delivery.',
  webhookNotSentHttps: 'Not sent: the URL must use https.',
  webhookNotSentUnresolved: "Not sent: the URL's host could not be found.",
  webhookNotSentSecret: 'Not sent: the secret cannot be read (JWT_SECRET changed); create the endpoint again.',
  webhookReceiverAnswered: 'The receiver answered {n}.',
  webhookNoAnswer: 'No answer within {n} s.',
  stillUsedProducts: 'This {field} is still used by {n} products.',
  stillUsedProduct: 'This {field} is still used by 1 product.',
  stillUsedVideos: 'This {field} is still used by {n} videos.',
  stillUsedVideo: 'This {field} is still used by 1 video.',
  stillUsedSeries: 'This {field} is still used by {n} series.',
  noContactToActAs: 'This customer has no contact to act as.',
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
  chooseLocation: 'Choose a location of this schedule.',
  clockOfLocation: "Enter the time in Eastern Time or in the location's own time.",
  timeForm: 'The time must be in HH:mm form.',
  warrantyRequired: 'Confirm the warranty list before opening the post-training videos and resources.',
  acknowledgeFirst: 'Acknowledge the warning before starting the pre-training.',
  notFinished: 'Every video must be complete and every quiz passed first.',
  unlockNeedsPretraining: 'Finish a pre-training before unlocking the trainings.',
  confirmWarning: 'Please confirm you have read the warning.',
  confirmWarranty: 'Please confirm you have read the warranty list.',
  confirmVision: 'Please confirm you will not power on the printer before the online training.',
  noWarrantyList: 'This product has no warranty list to confirm.',
  quizWaitSeconds: 'Please wait before answering this quiz again: you can try again in {n} seconds.',
  quizWaitSecond: 'Please wait before answering this quiz again: you can try again in 1 second.',
  quizWaitMinutes: 'Please wait before answering this quiz again: you can try again in {n} minutes.',
  quizWaitMinute: 'Please wait before answering this quiz again: you can try again in 1 minute.',
  questionNotInQuiz: 'Question {n} is not in this quiz.',
  questionTwice: 'Question {n} is answered twice.',
  answerNotOfQuestion: 'Answer {n} is not an answer to question {m}.',
  questionOneAnswer: 'Question {n} takes one answer.',
  answerNeedsQuestion: 'Each answer needs a question id.',
  answersList: 'The answers must be a list.',
  checklistItemNotOnVideo: 'The selected checklist item is not on this video.',
  unknownCategory: 'No category has this name: choose one from the list, or add it as a new category.',
  singleChoiceOneCorrect: 'A single-choice question needs exactly one correct answer.',
  markOneCorrect: 'Mark at least one correct answer.',
  twoAnswers: 'A question needs at least two answers.',
  oneQuestion: 'A quiz needs at least one question.',
  videoSource: 'The source url must be a YouTube or Vimeo address.',
  videoOrUrl: 'Give either an uploaded video or a YouTube/Vimeo URL, not both.',
  pdfOrLink: 'Give either an uploaded PDF or a link, not both.',
  uploadMalformed: 'The upload is not a well-formed multipart/form-data body with one file.',
  uploadedPdf: 'The {field} must be an uploaded PDF.',
  uploadedVideo: 'The {field} must be an uploaded video.',
  uploadedImage: 'The {field} must be an uploaded image.',
  uploadedCaptions: 'The {field} must be an uploaded WebVTT captions file.',
  captionsOncePerLanguage: 'Give at most one captions file per language.',
  resumableVersion: 'A resumable upload needs the header Tus-Resumable: 1.0.0.',
  resumableRequest: 'The resumable upload request is not valid: {list}.',
  resumableOffset: 'The upload offset does not match the bytes received; ask for the offset and resume from there.',
  resumableGone: 'This upload has expired or was cancelled. Start it again.',
  internalLink: 'An internal link must be a path on this site starting with a single /.',
  externalLink: 'An external link must be an https:// address.',
  referralCodeUnknown: 'The referral code is unknown.',
  noApprovalNeeded: 'This referral needs no approval.',
  unknownMachineType: 'Unknown machine type: {list}.',
  redeemTooMuch: 'The amount may not be greater than the balance of ${n}.',
  minimumNotReached: 'Nothing is payable before the minimum of {n} referrals is reached.',
  minimumNotReachedOne: 'Nothing is payable before the minimum of 1 referral is reached.',
  shopRewardRange: 'The shop products reward must be between 0 and 100.',
  idempotencyRequired: 'The Idempotency-Key header is required.',
  idempotencyTooLong: 'The Idempotency-Key may not be longer than {n} characters.',
  idempotencyReused: 'This Idempotency-Key was already used with a different request.',
  readOnlyImpersonation: 'Read-only impersonation: you can look, not change.',
  auditActorFilter: 'The actor must be a kind and an id, e.g. staff:3.',
  eachIdWhole: 'Each id must be a whole number.',
  idRange: 'An id is a whole number from 1 to {n}.',
  plainDigitsId: 'The id must be a whole number in plain digits.',
  timeZoneName: 'The tz must be an IANA time zone name, e.g. America/New_York.',
  scopesRequired: 'Choose at least one scope.',
  expiryInPast: 'The expiry must be in the future.',
  importFileType: 'The file must be a CSV file or an Excel workbook (.xlsx).',
  importFileTooLarge: 'The file may not be larger than 50 MB.',
  importNoHeader: 'The file has no header row.',
  importUnknownColumn: 'The file has no column {list}.',
  importMapColumn: 'Choose the column to read it from.',
  importAlreadyStarted: 'This import has already started.',
  importOtherSubsidiary: 'You may import only customers of subsidiary {n}.',
  importContactOtherSubsidiary: 'This contact belongs to a company of another subsidiary.',
  // With a field name: after the fixed texts, so a fixed text never reads as "{field} is …"; "The
  // {field} …" before "{field} …", so the field is named without its article.
  taken: 'The {field} has already been taken.',
  selectedInvalid: 'The selected {field} is invalid.',
  selectedMissing: 'The selected {field} does not exist.',
  unknownField: 'The {field} is unknown.',
  onlySetTo: 'The {field} may only be set to {n}.',
  moneyRange: 'The {field} must be between ${min} and ${max}.',
  twoDecimals: 'The {field} may have at most two decimals.',
  mustBeNumber: 'The {field} must be a number.',
  wholeNumber: 'The {field} must be a whole number.',
  mustBeId: 'The {field} must be an id.',
  atLeast: 'The {field} must be at least {n}.',
  notNegative: 'The {field} may not be negative.',
  notGreaterThan: 'The {field} may not be greater than {n}.',
  tooLarge: 'The {field} is too large.',
  trueOrFalse: 'The {field} must be true or false.',
  zeroOrOne: 'The {field} must be 0 or 1.',
  isoDate: 'The {field} must be a date in yyyy-MM-dd form.',
  ascOrDesc: 'The {field} must be asc or desc.',
  oneOf: 'The {field} must be one of: {list}.',
  includeOnly: 'The {field} may only name: {list}.',
  httpsAddress: 'The {field} must be an https:// address.',
  idList: 'The {field} must be a list of ids.',
  mustBeValue: 'The {field} must be {list}.',
  tooLong: '{field} may not be greater than {n} characters.',
  tooShort: '{field} must be at least {n} characters.',
  passwordLength: '{field} must be between {min} and {max} characters.',
  passwordSpaces: '{field} may not be only spaces.',
  controlCharacters: '{field} may not contain control characters.',
  digitsOnly: '{field} must contain digits only.',
  httpsOnly: '{field} must be an https:// address.',
  fieldWholeNumber: '{field} must be a whole number.',
  fieldMustBeId: '{field} must be an id.',
  fieldAtLeast: '{field} must be at least {n}.',
  fieldNotGreaterThan: '{field} may not be greater than {n}.',
  fileTooLarge: '{field} may not be larger than {size}.',
  fileUnreadable: '{field} could not be read as an image.',
  fileNameControl: '{field} has a name with control characters.',
  fileNotImage: '{field} must be a PNG, JPEG or WebP image.',
  fileNotPdf: '{field} must be a PDF document.',
  fileNotVideo: '{field} must be an MP4 or WebM video.',
  fileNotCaptions: '{field} must be a WebVTT captions file.',
  required: '{field} is required.',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGE_TEMPLATES;

export interface ServerMessageMatch {
  key: ServerMessageKey;
  /** The placeholders' values as the server wrote them. */
  params: Record<string, string>;
}

/** What each placeholder matches: a field's words, a list or size as written, else a number ("1,000.00"). */
const NUMBER = '\\d[\\d,.]*?';
const PLACEHOLDERS: Record<string, string> = { field: '[\\w ]+?', list: '.+?', size: '\\d+ [KMG]?B' };

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');

const PATTERNS = (Object.entries(SERVER_MESSAGE_TEMPLATES) as [ServerMessageKey, string][]).map(
  ([key, template]) =>
    [
      key,
      new RegExp(
        `^${escape(template).replace(/\{(\w+)\}/g, (_, name: string) => `(?<${name}>${PLACEHOLDERS[name] ?? NUMBER})`)}$`,
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
