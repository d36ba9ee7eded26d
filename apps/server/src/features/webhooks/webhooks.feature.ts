import { featureRoutes } from '../../shared/feature-routes.ts';
import { adminWebhooksRoutes } from './admin-webhooks.routes.ts';

/** Staff's webhook endpoints and the delivery job (decision 118). */
export const webhooksFeature = featureRoutes(adminWebhooksRoutes);

/** What other features call, in their write's transaction, to tell the endpoints what happened. */
export { emitEvent, takesEvent } from './emit.ts';
