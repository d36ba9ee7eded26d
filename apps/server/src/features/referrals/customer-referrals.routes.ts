import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrorReply } from '@owner-portal/contract/errors';
import { paged } from '@owner-portal/contract/paging';
import {
  referral,
  referralHistoryQuery,
  referralLinks,
  referralStats,
  referralStatsQuery,
} from '@owner-portal/contract/referrals';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Access } from '../../plugins/access.ts';
import { forbidden } from '../../shared/http-errors.ts';
import { pageMeta } from '../../shared/paging.ts';
import {
  ensureReferralLinks,
  iterateHistory,
  listHistory,
  referralStats as readStats,
} from './customer-referrals.repository.ts';
import { referralsCsv } from './referrals-csv.ts';

/** Referrals are hidden from, and refused to, customers of subsidiary 3 (SPEC point 6). */
const ACCESS: Access = { kind: 'customer', europe: false };

/** The caller's company; a contact without one has no referral program. */
function companyOf(request: Parameters<typeof requireAuth>[0]): number {
  const { customerId } = requireAuth(request);
  if (customerId === null) throw forbidden();
  return customerId;
}

export function customerReferralsRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer/get_referral_stats',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['customer'],
          summary: "The company's referral stats in cents-exact amounts, with its referred order items paged",
          querystring: referralStatsQuery,
          response: { 200: referralStats, 422: validationErrorReply },
        },
      },
      async (request) => {
        const { page, per_page } = request.query;
        const { items, total, stats } = await readStats(db, companyOf(request), page, per_page);
        return { referred_order_items: { data: items, meta: pageMeta(total, items.length, page, per_page) }, ...stats };
      },
    );

    app.get(
      '/customer/referral-links',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['customer'],
          summary: "The company's referral link per product family (created on first request)",
          response: { 200: referralLinks },
        },
      },
      async (request) => ({ data: await ensureReferralLinks(db, companyOf(request), config.publicUrl) }),
    );

    app.get(
      '/customer/referrals',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['customer'],
          summary: "The company's referral history (sales and redemptions), newest first",
          querystring: referralHistoryQuery,
          response: { 200: paged(referral), 422: validationErrorReply },
        },
      },
      async (request) => {
        const { page, per_page, ...filter } = request.query;
        const { data, total } = await listHistory(db, companyOf(request), filter, page, per_page);
        return { data, meta: pageMeta(total, data.length, page, per_page) };
      },
    );

    app.get(
      '/customer/referrals/export',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['customer'],
          summary: 'CSV of exactly the history rows the same filters list (all pages), streamed',
          querystring: referralHistoryQuery.omit({ page: true, per_page: true }),
          produces: ['text/csv'],
          response: { 200: z.string().describe('text/csv'), 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const rows = iterateHistory(db, companyOf(request), request.query);
        const today = new Date().toISOString().slice(0, 10);
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="referrals-${today}.csv"`)
            // A stream is sent as it is, never serialised; the schema's string only documents the body.
            .send(referralsCsv(rows) as unknown as string)
        );
      },
    );
  };
}
