import { featureRoutes } from '../../shared/feature-routes.ts';
import { languagesRoutes } from './languages.routes.ts';

/** The interface languages a user may choose. */
export const languagesFeature = featureRoutes(languagesRoutes);
