import { featureRoutes } from '../../shared/feature-routes.ts';
import { customersRoutes } from './customers.routes.ts';
import { impersonationRoutes } from './impersonation.routes.ts';

/** Staff's customer companies, and viewing the portal as one of their contacts. */
export const customersFeature = featureRoutes(customersRoutes, impersonationRoutes);
