import { integrationProductBody, integrationProductReply } from '@owner-portal/contract/integration/records';
import { findProductByNetsuiteName, insertProduct, readProduct, updateProduct } from './catalog.repository.ts';
import { defineOperation } from './operations.ts';
import { groupIdOf, machineTypeIdOf } from './references.repository.ts';
import { upsert, upsertRow } from './upsert.ts';
import { sourceTime } from './upsert.rules.ts';

export const productUpsert = defineOperation({
  collection: 'products',
  param: 'netsuite_name',
  maxReference: 255,
  scope: 'catalog:write',
  summary:
    'Create or update a catalogue product by its netsuite_name; group and machine type by name (scope catalog:write)',
  body: integrationProductBody,
  reply: integrationProductReply,
  run: ({ db }, caller, netsuiteName, body, known) => {
    known.products.delete(netsuiteName);
    return upsert(db, caller, {
      entity: 'product',
      subjectType: 'product',
      details: { netsuite_name: netsuiteName, updated_at: body.updated_at },
      write: async (trx) => {
        const values = {
          name: body.name,
          display_name: body.display_name,
          group_id: await groupIdOf(trx, body.group),
          machine_type_id: await machineTypeIdOf(trx, body.machine_type),
          source_updated_at: sourceTime(body.updated_at),
        };
        return upsertRow(body.updated_at, {
          find: () => findProductByNetsuiteName(trx, netsuiteName),
          insert: () => insertProduct(trx, netsuiteName, values),
          update: (id) => updateProduct(trx, id, values),
        });
      },
      read: readProduct,
    });
  },
});
