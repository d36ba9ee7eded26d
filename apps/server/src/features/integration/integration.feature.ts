import { featureRoutes } from '../../shared/feature-routes.ts';
import { adminApiKeysRoutes } from './admin-api-keys.routes.ts';

/** The business systems: staff's API keys, and the integration API those keys write through. */
export const integrationFeature = featureRoutes(adminApiKeysRoutes);

/** The access hook's check of an API key (app.ts gives it to enforceDeclaredAccess). */
export { apiKeyAuthenticator } from './api-key-auth.ts';
