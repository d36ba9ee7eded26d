import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationErrorReply } from '@owner-portal/contract/errors';
import {
  REFERRAL_CSV_COLUMNS,
  referral,
  referralHistoryQuery,
  referralLinks,
  referralStats,
  referralStatsQuery,
} from '@owner-portal/contract/referrals/referrals';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth, type Access } from '../../plugins/access.ts';
import { forbidden } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import { pageMeta } from '../../shared/paging.ts';
import {
  ensureReferralLinks,
  iterateHistory,
  listHistory,
  referralStats as readStats,
} from './customer-referrals.repository.ts';

/** Referrals are hidden from, and refused to, customers of subsidiary 3 (Europe). */
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

    listRoute(app, {
      url: '/customer/referrals',
      access: ACCESS,
      tags: ['customer'],
      summary: "The company's referral history (sales and redemptions), newest first",
      query: referralHistoryQuery,
      item: referral,
      list: async ({ page, per_page, ...filter }, request) => {
        const { data, total } = await listHistory(db, companyOf(request), filter, page, per_page);
        return { rows: data, total };
      },
      csv: {
        name: 'referrals',
        columns: REFERRAL_CSV_COLUMNS,
        money: ['amount', 'referral_value', 'balance'],
        rows: (q, request) => iterateHistory(db, companyOf(request), q),
      },
    });
  };
}
