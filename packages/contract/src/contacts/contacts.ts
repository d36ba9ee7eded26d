import { z } from 'zod';
import { idNumber } from '../params.ts';
import { PASSWORD_MASK } from '../constants.ts';
import { paged, listQuery } from '../paging.ts';
import type { Action } from '../permissions.ts';
import { languageCode } from '../user.ts';
import {
  DIGITS_ONLY,
  blankToNull,
  digitsField,
  emailField,
  passwordField,
  phoneField,
  requiredMessage,
  requiredText,
} from '../validation.ts';

/**
 * Columns the contacts table may sort by; anything else is a 422, never SQL. Each has an index, so a
 * sorted page of 200,000 contacts is an index walk; the company column is not sortable (it lives on
 * another table, so its order cannot come from an index on contacts; docs/decisions/004-contact-search.md).
 */
export const CONTACT_ORDER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'internal_id',
  'invite_sent_at',
  'created_at',
] as const;
export type ContactOrderColumn = (typeof CONTACT_ORDER_COLUMNS)[number];

/** GET admin/customer_users: the common list parameters plus a filter on the contact's language. */
export const contactListQuery = listQuery(CONTACT_ORDER_COLUMNS).extend({ lang_code: languageCode.optional() });
export type ContactListQuery = z.infer<typeof contactListQuery>;

/** Which action (canPerform) each contacts row action needs; resending an invite updates the contact. */
export const CONTACT_ACTIONS = {
  add: 'create',
  sendInvite: 'update',
  edit: 'update',
  delete: 'delete',
} as const satisfies Record<string, Action>;

export const contactCustomer = z.object({
  id: z.number().int(),
  company_name: z.string(),
  subsidiary_id: z.number().int(),
});

export const contactItem = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  internal_id: z.string().nullable(),
  invite_sent_at: z.string().nullable(),
  unlocked_trainings: z.number().int(),
  lang_code: z.string(),
  created_at: z.string(),
  customer: contactCustomer.nullable(),
});
export type Contact = z.infer<typeof contactItem>;

export const contactList = paged(contactItem);
export const contactReply = z.object({ data: contactItem });

/** An empty password field means none; one of spaces is a password, and refused as one (docs/security.md). */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

const customerId = idNumber({ error: 'The selected customer is invalid.' });

/** Optional on add; digits only when given. */
const optionalInternalId = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(32)
    .regex(/^\d+$/, { error: DIGITS_ONLY('internal_id') })
    .nullable()
    .optional(),
);

const contactFields = {
  first_name: requiredText('first_name'),
  last_name: requiredText('last_name'),
  email: emailField(),
  phone: phoneField(),
  lang_code: languageCode.optional(),
};

/** POST admin/customer_users. customer_id and internal_id are optional; a password is optional (the invite sets one). */
export const contactCreateBody = z
  .object({
    ...contactFields,
    customer_id: z.preprocess(blankToNull, customerId.nullable().optional()),
    internal_id: optionalInternalId,
    password: z.preprocess(emptyToNull, passwordField().nullable().optional()),
  })
  .strict();
export type ContactCreateBody = z.infer<typeof contactCreateBody>;

/**
 * PUT admin/customer_users/{id}. internal_id and customer are required; the password is optional and the
 * 19-bullet PASSWORD_MASK (what the edit form prefills) means "unchanged".
 */
export const contactUpdateBody = z
  .object({
    ...contactFields,
    customer_id: z.preprocess(blankToNull, idNumber({ error: requiredMessage('customer') })),
    internal_id: digitsField('internal_id'),
    password: z.preprocess(
      (value) => (value === PASSWORD_MASK ? undefined : emptyToNull(value)),
      passwordField().nullable().optional(),
    ),
  })
  .strict();
export type ContactUpdateBody = z.infer<typeof contactUpdateBody>;

export const EMAIL_TAKEN = 'The email has already been taken.';
export const INVALID_CUSTOMER = 'The selected customer is invalid.';
export const INVITE_SENT_MESSAGE = 'The invite has been sent.';
