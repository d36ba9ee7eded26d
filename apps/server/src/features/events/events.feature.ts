import { featureRoutes } from '../../shared/feature-routes.ts';
import { adminEventsRoutes } from './admin-events.routes.ts';
import { eventsRoutes } from './events.routes.ts';

/** Trade-show event codes: an owner's list, staff's screen. */
export const eventsFeature = featureRoutes(eventsRoutes, adminEventsRoutes);
