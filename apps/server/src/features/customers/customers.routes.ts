import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMER_CSV_COLUMNS,
  customerBody,
  customerFindQuery,
  customerFindReply,
  customerItem,
  customerListQuery,
  customerReply,
  INVALID_PAYOUT_TAG,
  INVALID_SALES_REP,
  payoutTagOptionsReply,
  salesRepOptionsReply,
  type CustomerBody,
} from '@owner-portal/contract/customers/customers';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { idParams } from '@owner-portal/contract/params';
import type { AppContext } from '../../shared/app-context.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { fieldError, notFound } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import {
  findCustomer,
  findCustomers,
  insertCustomer,
  iterateCustomers,
  listCustomers,
  listPayoutTagOptions,
  payoutTagExists,
  salesRepExists,
  updateCustomer,
} from './customers.repository.ts';
import { listSalesRepOptions } from '../sales-reps/sales-reps.feature.ts';

export function customersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  async function checkCustomer(body: CustomerBody) {
    if (body.sales_rep_id && !(await salesRepExists(db, body.sales_rep_id)))
      throw fieldError('sales_rep_id', INVALID_SALES_REP);
    if (body.referral_payout_tag_id && !(await payoutTagExists(db, body.referral_payout_tag_id)))
      throw fieldError('referral_payout_tag_id', INVALID_PAYOUT_TAG);
  }

  return async (app) => {
    listRoute(app, {
      url: '/admin/customers',
      access: { kind: 'staff', areas: ['customers'] },
      tags: ['customers'],
      summary: 'Customer companies: search, sort and page',
      query: customerListQuery,
      item: customerItem,
      list: (q) => listCustomers(db, q),
      csv: { name: 'customers', columns: CUSTOMER_CSV_COLUMNS, rows: (q) => iterateCustomers(db, q) },
    });

    app.get(
      '/admin/customers/find',
      {
        // The contact and event code forms' company select, so their users need it as much as Customers users.
        config: { access: { kind: 'staff', areas: ['contacts', 'customers', 'events'] } },
        schema: {
          tags: ['customers'],
          summary: 'Up to 20 companies whose name contains the search (or whose id it is), for a select',
          querystring: customerFindQuery,
          response: { 200: customerFindReply, 422: validationErrorReply },
        },
      },
      async (request) => ({ data: await findCustomers(db, request.query.search) }),
    );

    app.get(
      '/admin/customers/sales-reps',
      {
        // The customer form's rep select: names only, so Customers users need not open Sales Reps.
        config: { access: { kind: 'staff', areas: ['customers'] } },
        schema: {
          tags: ['customers'],
          summary: 'Every sales rep (id and name), by name, for the customer form',
          response: { 200: salesRepOptionsReply },
        },
      },
      async () => ({ data: await listSalesRepOptions(db) }),
    );

    app.get(
      '/admin/customers/payout-tags',
      {
        // The customer form's payout tag select (an influencer's tag): names only, as for the reps.
        config: { access: { kind: 'staff', areas: ['customers'] } },
        schema: {
          tags: ['customers'],
          summary: 'Every referral payout tag (id and name), by name, for the customer form',
          response: { 200: payoutTagOptionsReply },
        },
      },
      async () => ({ data: await listPayoutTagOptions(db) }),
    );

    app.post(
      '/admin/customers',
      {
        config: { access: { kind: 'staff', areas: ['customers'], action: ['create', 'admin-customers'] } },
        schema: {
          tags: ['customers'],
          summary: 'Add a customer company',
          body: customerBody,
          response: { 201: customerReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        await checkCustomer(request.body);
        return auditedWrite(db, request, reply, {
          write: (_, trx) => insertCustomer(trx, request.body),
          audit: (id) => ({
            action: 'customer.create',
            subjectType: 'customer',
            subjectId: id,
            details: { ...request.body },
          }),
          status: 201,
          reply: async (id) => ({ data: (await findCustomer(db, id))! }),
        });
      },
    );

    app.put(
      '/admin/customers/:id',
      {
        config: { access: { kind: 'staff', areas: ['customers'], action: ['update', 'admin-customers'] } },
        schema: {
          tags: ['customers'],
          summary: 'Edit a customer company',
          params: idParams,
          body: customerBody,
          response: { 200: customerReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const before = await findCustomer(db, id);
        if (!before) throw notFound();
        await checkCustomer(request.body);
        return auditedWrite(db, request, reply, {
          // The company as it was: the audit log's before values.
          find: async () => before,
          write: (_, trx) => updateCustomer(trx, id, request.body),
          audit: () => ({
            action: 'customer.update',
            subjectType: 'customer',
            subjectId: id,
            details: { ...request.body },
          }),
          reply: async () => ({ data: (await findCustomer(db, id))! }),
        });
      },
    );
  };
}
