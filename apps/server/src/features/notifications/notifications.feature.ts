import { featureRoutes } from '../../shared/feature-routes.ts';
import { bellRoutes } from './bell.routes.ts';
import { adminNotificationsRoutes } from './notifications.routes.ts';

/** Staff write and publish notifications; owners read them under the bell. */
export const notificationsFeature = featureRoutes(adminNotificationsRoutes, bellRoutes);
