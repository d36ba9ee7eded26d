import { featureRoutes } from '../../shared/feature-routes.ts';
import { salesRepsRoutes } from './sales-reps.routes.ts';

/** Staff's sales reps. */
export const salesRepsFeature = featureRoutes(salesRepsRoutes);

export { listSalesRepOptions } from './sales-reps.repository.ts';
