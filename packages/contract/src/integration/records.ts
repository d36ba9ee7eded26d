import { z } from 'zod';
import { flag, httpsUrl } from '../products/admin-catalog.ts';
import { money } from '../money.ts';
import { languageCode } from '../user.ts';
import { emailField, phoneField, requiredText, blankToNull } from '../validation.ts';
import { calendarDay, optionalText, reference, sourceUpdatedAt, subsidiaryId, upsertReply } from './upserts.ts';

/**
 * The integration API's records other than orders (decision 115), named as SPEC point 3 and today's
 * replies name them; each is found by the source's reference in its path.
 */

/** `PUT integration/customers/{external_id}`: a customer company. */
export const integrationCustomerBody = z
  .object({
    company_name: requiredText('company_name'),
    subsidiary_id: subsidiaryId,
    /** The sales rep, by the email staff know the rep by; null or absent: none. */
    sales_rep_email: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .toLowerCase()
        .max(255, { error: 'The sales rep email may not be greater than 255 characters.' })
        .nullable()
        .optional(),
    ),
    updated_at: sourceUpdatedAt,
  })
  .strict();
export type IntegrationCustomerBody = z.infer<typeof integrationCustomerBody>;
export const integrationCustomer = z.object({
  id: z.number().int(),
  external_id: z.string(),
  company_name: z.string(),
  subsidiary_id: z.number().int(),
  sales_rep_email: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const integrationCustomerReply = upsertReply(integrationCustomer);

/** `PUT integration/contacts/{external_id}`: a contact of a customer company. */
export const integrationContactBody = z
  .object({
    customer_external_id: reference('customer_external_id'),
    first_name: requiredText('first_name'),
    last_name: requiredText('last_name'),
    email: emailField(),
    phone: z.preprocess(blankToNull, phoneField().nullable().optional()),
    /** en when a contact is created without one. */
    lang_code: languageCode.optional(),
    /** Queue the invitation mail, once: a contact already invited is not invited again. */
    invite: z.boolean({ error: 'The invite must be true or false.' }).default(false),
    updated_at: sourceUpdatedAt,
  })
  .strict();
export type IntegrationContactBody = z.infer<typeof integrationContactBody>;
export const integrationContact = z.object({
  id: z.number().int(),
  external_id: z.string(),
  customer_external_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  lang_code: z.string(),
  invite_sent_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const integrationContactReply = upsertReply(integrationContact);

/** `PUT integration/products/{netsuite_name}`: a catalogue product; group and machine type by name. */
export const integrationProductBody = z
  .object({
    name: requiredText('name'),
    display_name: requiredText('display_name'),
    group: optionalText('group', 255),
    machine_type: optionalText('machine_type', 255),
    updated_at: sourceUpdatedAt,
  })
  .strict();
export type IntegrationProductBody = z.infer<typeof integrationProductBody>;
export const integrationProduct = z.object({
  id: z.number().int(),
  netsuite_name: z.string(),
  name: z.string(),
  display_name: z.string(),
  group: z.string().nullable(),
  machine_type: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const integrationProductReply = upsertReply(integrationProduct);

/** The kinds of transaction the ERP sends (a refund is the portal's own). */
export const INTEGRATION_TRANSACTION_TYPES = ['invoice', 'payment', 'credit_memo'] as const;
/** Invoices are positive, payments and credit memos negative, as the transaction history shows them. */
export const SIGNED_AMOUNT = { min: -1_000_000, max: 1_000_000 };

/** `PUT integration/transactions/{external_id}`: an invoice, payment or credit memo. */
export const integrationTransactionBody = z
  .object({
    customer_external_id: reference('customer_external_id'),
    type: z.enum(INTEGRATION_TRANSACTION_TYPES, { error: 'The type must be invoice, payment or credit_memo.' }),
    /** The number the owner sees (e.g. INV-1042); the external id when absent. */
    document_number: optionalText('document_number', 64),
    /** e.g. Open, Paid In Full, Applied; Open for an invoice and Applied otherwise when absent. */
    status: optionalText('status', 32),
    memo: optionalText('memo', 512),
    amount: money('amount', SIGNED_AMOUNT),
    date: calendarDay('date'),
    /** The order it belongs to, as the ERP numbers it; it may arrive before the order does. */
    order_number: optionalText('order_number', 64),
    updated_at: sourceUpdatedAt,
  })
  .strict();
export type IntegrationTransactionBody = z.infer<typeof integrationTransactionBody>;
export const integrationTransaction = z.object({
  id: z.number().int(),
  external_id: z.string(),
  customer_external_id: z.string().nullable(),
  type: z.string(),
  document_number: z.string(),
  status: z.string(),
  memo: z.string().nullable(),
  amount: z.number(),
  date: z.string(),
  order_number: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const integrationTransactionReply = upsertReply(integrationTransaction);

export const GIFT_CARD_BALANCE = { min: 0, max: 1_000_000 };

/** `PUT integration/giftcards/{external_id}`: a gift card's balance. */
export const integrationGiftCardBody = z
  .object({
    customer_external_id: reference('customer_external_id'),
    balance: money('balance', GIFT_CARD_BALANCE),
    /** The code printed on the card; the external id when absent. */
    code: optionalText('code', 64),
    updated_at: sourceUpdatedAt,
  })
  .strict();
export type IntegrationGiftCardBody = z.infer<typeof integrationGiftCardBody>;
export const integrationGiftCard = z.object({
  id: z.number().int(),
  external_id: z.string(),
  customer_external_id: z.string().nullable(),
  code: z.string(),
  balance: z.number(),
  updated_at: z.string().nullable(),
});
export const integrationGiftCardReply = upsertReply(integrationGiftCard);

/** `PUT integration/event-codes/{code}`: an event discount code; codes are kept in capitals. */
export const integrationEventCodeBody = z
  .object({
    customer_external_id: reference('customer_external_id'),
    description: requiredText('description', 512),
    description_es: optionalText('description_es', 512),
    redeemed: flag('redeemed'),
    claim_url: httpsUrl('claim_url'),
    updated_at: sourceUpdatedAt,
  })
  .strict();
export type IntegrationEventCodeBody = z.infer<typeof integrationEventCodeBody>;
export const integrationEventCode = z.object({
  id: z.number().int(),
  discount_code: z.string(),
  customer_external_id: z.string().nullable(),
  description: z.string(),
  description_es: z.string().nullable(),
  redeemed: z.boolean(),
  claim_url: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const integrationEventCodeReply = upsertReply(integrationEventCode);
