import { accountOperations } from './account-upserts.ts';
import { productUpsert } from './catalog-upserts.ts';
import { contactUpsert, customerUpsert } from './company-upserts.ts';
import type { IntegrationOperation } from './operations.ts';
import { orderUpsert } from './order-operation.ts';

/** Every upsert of the integration API, in the order the document lists them. */
export const INTEGRATION_OPERATIONS: readonly IntegrationOperation[] = [
  customerUpsert,
  contactUpsert,
  productUpsert,
  orderUpsert,
  ...accountOperations,
];
