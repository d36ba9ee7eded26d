import { featureRoutes } from '../../shared/feature-routes.ts';
import { transactionsRoutes } from './transactions.routes.ts';

/** An owner's invoices, payments, credit memos and refunds. */
export const transactionsFeature = featureRoutes(transactionsRoutes);
