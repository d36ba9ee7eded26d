import {
  integrationEventCodeBody,
  integrationEventCodeReply,
  integrationGiftCardBody,
  integrationGiftCardReply,
  integrationTransactionBody,
  integrationTransactionReply,
} from '@owner-portal/contract/integration/records';
import {
  findEventCode,
  findGiftCard,
  findTransaction,
  insertEventCode,
  insertGiftCard,
  insertTransaction,
  readEventCode,
  readGiftCard,
  readTransaction,
  updateEventCode,
  updateGiftCard,
  updateTransaction,
} from './accounts.repository.ts';
import { defineOperation } from './operations.ts';
import { customerIdOf } from './references.repository.ts';
import { upsert, upsertRow } from './upsert.ts';
import { sourceTime } from './upsert.rules.ts';

const toCents = (amount: number) => Math.round(amount * 100);

export const transactionUpsert = defineOperation({
  collection: 'transactions',
  param: 'external_id',
  scope: 'transactions:write',
  summary:
    'Create or update an invoice, payment or credit memo of a customer company by the ERP’s id (scope transactions:write)',
  body: integrationTransactionBody,
  reply: integrationTransactionReply,
  run: ({ db }, caller, externalId, body, known) =>
    upsert(db, caller, {
      entity: 'transaction',
      subjectType: 'transaction',
      details: { external_id: externalId, updated_at: body.updated_at },
      write: async (trx) => {
        const values = {
          customer_id: await customerIdOf(trx, body.customer_external_id, known),
          type: body.type,
          document_number: body.document_number ?? externalId,
          status: body.status ?? (body.type === 'invoice' ? 'Open' : 'Applied'),
          memo: body.memo ?? null,
          order_number: body.order_number ?? null,
          amount_cents: toCents(body.amount),
          date: body.date,
          source_updated_at: sourceTime(body.updated_at),
        };
        return upsertRow(body.updated_at, {
          find: () => findTransaction(trx, externalId),
          insert: () => insertTransaction(trx, externalId, values),
          update: (id) => updateTransaction(trx, id, values),
        });
      },
      read: readTransaction,
    }),
});

export const giftCardUpsert = defineOperation({
  collection: 'giftcards',
  param: 'external_id',
  scope: 'giftcards:write',
  summary: 'Create or update a gift card and its balance by the ERP’s id (scope giftcards:write)',
  body: integrationGiftCardBody,
  reply: integrationGiftCardReply,
  run: ({ db }, caller, externalId, body, known) =>
    upsert(db, caller, {
      entity: 'gift_card',
      subjectType: 'gift_card',
      details: { external_id: externalId, updated_at: body.updated_at },
      write: async (trx) => {
        const values = {
          customer_id: await customerIdOf(trx, body.customer_external_id, known),
          code: body.code ?? externalId,
          balance_cents: toCents(body.balance),
          source_updated_at: sourceTime(body.updated_at),
        };
        return upsertRow(body.updated_at, {
          find: () => findGiftCard(trx, externalId),
          insert: () => insertGiftCard(trx, externalId, values),
          update: (id) => updateGiftCard(trx, id, values),
        });
      },
      read: readGiftCard,
    }),
});

export const eventCodeUpsert = defineOperation({
  collection: 'event-codes',
  param: 'code',
  scope: 'events:write',
  summary:
    'Create or update an event discount code (kept in capitals) with its description in each language (scope events:write)',
  body: integrationEventCodeBody,
  reply: integrationEventCodeReply,
  run: ({ db }, caller, rawCode, body, known) => {
    // Case does not matter at a checkout: "deco20" and "DECO20" are one code, stored in capitals.
    const code = rawCode.toUpperCase();
    return upsert(db, caller, {
      entity: 'event_code',
      subjectType: 'event_code',
      details: { code, updated_at: body.updated_at },
      write: async (trx) => {
        const values = {
          customer_id: await customerIdOf(trx, body.customer_external_id, known),
          description: body.description,
          description_es: body.description_es ?? null,
          redeemed: body.redeemed ? 1 : 0,
          claim_url: body.claim_url ?? null,
          source_updated_at: sourceTime(body.updated_at),
        };
        return upsertRow(body.updated_at, {
          find: () => findEventCode(trx, code),
          insert: () => insertEventCode(trx, code, values),
          update: (id) => updateEventCode(trx, id, values),
        });
      },
      read: readEventCode,
    });
  },
});

export const accountOperations = [transactionUpsert, giftCardUpsert, eventCodeUpsert];
