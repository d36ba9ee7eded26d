import { featureRoutes } from '../../shared/feature-routes.ts';
import { adminOrdersRoutes } from './admin-orders.routes.ts';
import { ordersRoutes } from './orders.routes.ts';

/** An owner's orders with their fulfilments; staff's order and unit pages. */
export const ordersFeature = featureRoutes(ordersRoutes, adminOrdersRoutes);

/** A fulfilment became shipped (any source): its company's contacts are told once, by mail and in the bell. */
export { queueShipmentNotices } from './shipment-notices.ts';
