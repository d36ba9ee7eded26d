import { EMAIL_TAKEN } from '@owner-portal/contract/contacts/contacts';
import {
  integrationContactBody,
  integrationContactReply,
  integrationCustomerBody,
  integrationCustomerReply,
} from '@owner-portal/contract/integration/records';
import { fieldError } from '../../plugins/http-errors.ts';
import { findContact, queueInvite } from '../contacts/contacts.feature.ts';
import { emitEvent } from '../webhooks/webhooks.feature.ts';
import {
  awaitsInvitation,
  contactEmailTaken,
  findContactForUpsert,
  findCustomerByExternalId,
  insertContact,
  insertCustomer,
  readContact,
  readCustomer,
  updateContact,
  updateCustomer,
} from './companies.repository.ts';
import { defineOperation } from './operations.ts';
import { customerIdOf, salesRepIdOf } from './references.repository.ts';
import { upsert, upsertRow } from './upsert.ts';
import { sourceTime } from './upsert.rules.ts';

export const customerUpsert = defineOperation({
  collection: 'customers',
  param: 'external_id',
  scope: 'customers:write',
  summary: 'Create or update a customer company by the ERP’s id; the sales rep by email (scope customers:write)',
  body: integrationCustomerBody,
  reply: integrationCustomerReply,
  run: ({ db }, caller, externalId, body) =>
    upsert(db, caller, {
      entity: 'customer',
      subjectType: 'customer',
      details: { external_id: externalId, updated_at: body.updated_at },
      write: async (trx) => {
        const values = {
          company_name: body.company_name,
          subsidiary_id: body.subsidiary_id,
          sales_rep_id: await salesRepIdOf(trx, body.sales_rep_email),
          source_updated_at: sourceTime(body.updated_at),
        };
        return upsertRow(body.updated_at, {
          find: () => findCustomerByExternalId(trx, externalId),
          insert: () => insertCustomer(trx, externalId, values),
          update: (id) => updateCustomer(trx, id, values),
        });
      },
      read: readCustomer,
    }),
});

export const contactUpsert = defineOperation({
  collection: 'contacts',
  param: 'external_id',
  scope: 'customers:write',
  summary:
    'Create or update a contact of a customer company; invite: true queues the invitation mail once (scope customers:write)',
  body: integrationContactBody,
  reply: integrationContactReply,
  run: ({ db, jobs }, caller, externalId, body, known) =>
    upsert(db, caller, {
      entity: 'contact',
      subjectType: 'customer_user',
      details: { external_id: externalId, updated_at: body.updated_at },
      write: async (trx) => {
        const values = {
          customer_id: await customerIdOf(trx, body.customer_external_id, known),
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          phone: body.phone,
          lang_code: body.lang_code,
          source_updated_at: sourceTime(body.updated_at),
        };
        const emailFree = async (id: number | null) => {
          if (await contactEmailTaken(trx, body.email, id)) throw fieldError('email', EMAIL_TAKEN);
        };
        return upsertRow(body.updated_at, {
          find: () => findContactForUpsert(trx, externalId, body.email),
          insert: async () => {
            await emailFree(null);
            const id = await insertContact(trx, externalId, values);
            await emitEvent(jobs, trx, 'contact.created', (await findContact(trx, id))!);
            return id;
          },
          update: async (id) => {
            await emailFree(id);
            return updateContact(trx, id, externalId, values);
          },
          follow: async (id) => {
            if (!body.invite || !(await awaitsInvitation(trx, id))) return [];
            await queueInvite(jobs, trx, id);
            return [{ action: 'contact.invite', subjectType: 'customer_user', subjectId: id }];
          },
        });
      },
      read: readContact,
    }),
});
