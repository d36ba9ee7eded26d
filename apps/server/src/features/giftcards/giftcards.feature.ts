import { featureRoutes } from '../../shared/feature-routes.ts';
import { giftCardsRoutes } from './giftcards.routes.ts';

/** An owner's gift cards and their balance. */
export const giftcardsFeature = featureRoutes(giftCardsRoutes);
