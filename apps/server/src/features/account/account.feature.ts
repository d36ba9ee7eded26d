import { featureRoutes } from '../../shared/feature-routes.ts';
import { accountRoutes } from './account.routes.ts';
import { customerPasswordRoutes } from './customer-password.routes.ts';

/** The signed-in user's own settings: language, unlocked trainings, name and password. */
export const accountFeature = featureRoutes(accountRoutes, customerPasswordRoutes);
