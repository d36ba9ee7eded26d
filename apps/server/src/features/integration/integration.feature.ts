import { featureRoutes } from '../../shared/feature-routes.ts';
import { adminApiKeysRoutes } from './admin-api-keys.routes.ts';
import { batchRoutes } from './batch.routes.ts';
import { integrationRoutes } from './integration.routes.ts';
import { shopifyWebhooksRoutes } from './shopify-webhooks.routes.ts';

/** The business systems: staff's API keys, the integration API those keys write through, and Shopify's webhooks. */
export const integrationFeature = featureRoutes(
  adminApiKeysRoutes,
  integrationRoutes,
  batchRoutes,
  shopifyWebhooksRoutes,
);

/** The access hook's check of an API key (app.ts gives it to enforceDeclaredAccess). */
export { apiKeyAuthenticator } from './api-key-auth.ts';

/**
 * An order and its fulfilments upserted in the caller's transaction, reporting the fulfilments that
 * newly became shipped: for any source of orders (a web shop's webhooks) and what follows a shipment.
 */
export { upsertOrder, type ResolvedOrder, type OrderUpserted } from './order-upsert.ts';
