import { featureRoutes } from '../../shared/feature-routes.ts';
import { customerImportsRoutes } from './customer-imports.routes.ts';
import { customersRoutes } from './customers.routes.ts';
import { impersonationRoutes } from './impersonation.routes.ts';

/** Staff's customer companies, viewing the portal as one of their contacts, and importing them from a spreadsheet. */
export const customersFeature = featureRoutes(customersRoutes, impersonationRoutes, customerImportsRoutes);
