import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessoriesQuery, accessory } from '@owner-portal/contract/products/catalog';
import { validationErrorReply } from '@owner-portal/contract/errors';
import { listQuery, paged } from '@owner-portal/contract/paging';
import type { AppContext } from '../../shared/app-context.ts';
import { pageMeta } from '../../shared/paging.ts';
import { listAccessories } from './accessories.repository.ts';

const query = listQuery(['name']).pick({ page: true, per_page: true }).extend(accessoriesQuery.shape);

export function accessoriesRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/accessories',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: 'Accessories from the shop; is_dashboard=1 for the ones featured on the dashboard',
          querystring: query,
          response: { 200: paged(accessory), 422: validationErrorReply },
        },
      },
      async (request) => {
        const { page, per_page, is_dashboard } = request.query;
        const { data, total } = await listAccessories(db, {
          onlyDashboard: is_dashboard === '1',
          page,
          perPage: per_page,
        });
        return { data, meta: pageMeta(total, data.length, page, per_page) };
      },
    );
  };
}
