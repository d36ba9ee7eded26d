import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRANSACTION_CSV_COLUMNS,
  transaction,
  transactionsQuery,
} from '@owner-portal/contract/transactions/transactions';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { paged } from '@owner-portal/contract/paging';
import { idParams } from '@owner-portal/contract/params';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth } from '../../plugins/access.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { csvReaderOf, csvReply, csvStream, queriedRows, sendCsv } from '../../shared/csv.ts';
import { emptyPage, pageMeta } from '../../shared/paging.ts';
import { csvLanguageOf } from '../../shared/list-route.ts';
import { languageCode } from '@owner-portal/contract/user';
import {
  findTransaction,
  iterateTransactions,
  listTransactions,
  type TransactionFilter,
} from './transactions.repository.ts';

const filterOf = (q: z.infer<typeof transactionsQuery>): TransactionFilter => ({
  search: q.search,
  startDate: q.start_date,
  endDate: q.end_date,
  orderBy: q.order_by,
  orderDir: q.order_dir,
});

async function* nothing() {}

/** The list's filters without paging, plus the file's language (as every list's CSV: shared/list-route.ts csvQuery). */
const transactionsExportQuery = transactionsQuery
  .omit({ page: true, per_page: true })
  .extend({ lang_code: languageCode.optional(), csv_lang: languageCode.optional() });

export function transactionsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/transaction',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: "The company's transaction history, newest first, with date range and search",
          querystring: transactionsQuery,
          response: { 200: paged(transaction), 422: validationErrorReply },
        },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        const q = request.query;
        if (customerId === null) return emptyPage(q.page, q.per_page);
        const { data, total } = await listTransactions(db, customerId, filterOf(q), q.page, q.per_page);
        return { data, meta: pageMeta(total, data.length, q.page, q.per_page) };
      },
    );

    app.get(
      '/transaction/export',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: "CSV of exactly the rows the same filters list (all pages), streamed, in the reader's language",
          querystring: transactionsExportQuery,
          produces: ['text/csv'],
          response: { 200: csvReply(TRANSACTION_CSV_COLUMNS), 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { customerId } = requireAuth(request);
        const rows = await queriedRows(
          customerId === null
            ? nothing()
            : iterateTransactions(db, customerId, filterOf({ ...request.query, page: 1, per_page: 1 })),
        );
        const reader = csvReaderOf(request, csvLanguageOf(transactionsQuery, request.query));
        const csv = csvStream(TRANSACTION_CSV_COLUMNS, rows, { money: ['amount'], reader });
        return sendCsv(reply, 'transactions', csv);
      },
    );

    app.get(
      '/transaction/:id',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: 'One transaction of the caller’s company',
          params: idParams,
          response: { 200: z.object({ data: transaction }), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        const found = customerId === null ? undefined : await findTransaction(db, customerId, request.params.id);
        if (!found) throw notFound();
        return { data: found };
      },
    );
  };
}
