import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { adminOrderReply, adminUnitReply } from '@owner-portal/contract/orders/admin-orders';
import { idParams } from '@owner-portal/contract/params';
import { isRiWarrantyProduct } from '@owner-portal/contract/training/training';
import type { AppContext } from '../../shared/app-context.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { listUnitClasses } from '../schedule/schedule.feature.ts';
import { companyProductTraining, seriesHasPretraining } from '../training/training.feature.ts';
import { findAdminOrder, findUnit } from './admin-orders.repository.ts';

/**
 * What a service agent opens from the header search, read-only: an order with its fulfilments, and a
 * shipped unit with its owner's training. Whoever may open Customers reads them (decision 122).
 */
export function adminOrdersRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/orders/:id',
      {
        config: { access: { kind: 'staff', areas: ['customers'] } },
        schema: {
          tags: ['customers'],
          summary: 'One order with its company, fulfilments, items and serial numbers, statuses and tracking',
          params: idParams,
          response: { 200: adminOrderReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const order = await findAdminOrder(db, request.params.id);
        if (!order) throw notFound();
        return { data: order };
      },
    );

    app.get(
      '/admin/units/:id',
      {
        config: { access: { kind: 'staff', areas: ['customers'] } },
        schema: {
          tags: ['customers'],
          summary:
            "A shipped unit (a fulfilment item with a serial number): its owner company, order, product, and each contact's training with it",
          params: idParams,
          response: { 200: adminUnitReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const unit = await findUnit(db, request.params.id);
        if (!unit) throw notFound();
        const { product, ...rest } = unit;
        const groupId = product?.group_id ?? null;
        const [contacts, classes, hasPretraining] = await Promise.all([
          product ? companyProductTraining(db, unit.customer.id, product) : Promise.resolve([]),
          listUnitClasses(db, unit.customer.id, {
            serial_number: unit.serial_number,
            product_id: product?.id ?? null,
            group_id: groupId,
          }),
          seriesHasPretraining(db, groupId),
        ]);
        return {
          data: {
            ...rest,
            product: product ? { id: product.id, display_name: product.display_name, series: product.series } : null,
            training: {
              has_pretraining: hasPretraining,
              warranty_required: product ? isRiWarrantyProduct(product.name) : false,
              contacts,
              classes,
            },
          },
        };
      },
    );
  };
}
