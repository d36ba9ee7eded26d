import { featureRoutes } from '../../shared/feature-routes.ts';
import { searchRoutes } from './search.routes.ts';

/** The back office's header search across contacts, companies, shipped units and orders. */
export const searchFeature = featureRoutes(searchRoutes);

/** The lookups, for the bench that measures them apart from HTTP. */
export { searchCompanies, searchContacts, searchOrders, searchUnits } from './search.repository.ts';
