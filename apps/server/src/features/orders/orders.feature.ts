import { featureRoutes } from '../../shared/feature-routes.ts';
import { ordersRoutes } from './orders.routes.ts';

/** An owner's orders with their fulfilments. */
export const ordersFeature = featureRoutes(ordersRoutes);
