import { featureRoutes } from '../../shared/feature-routes.ts';
import { adminReferralsRoutes } from './admin-referrals.routes.ts';
import { customerReferralsRoutes } from './customer-referrals.routes.ts';
import { payoutTagsRoutes } from './payout-tags.routes.ts';
import { referralSalesRoutes } from './referral-sales.routes.ts';

/**
 * Referral rewards: an owner's links, credits and history; staff's payout tags, history and payouts;
 * the business systems' sales.
 */
export const referralsFeature = featureRoutes(
  customerReferralsRoutes,
  adminReferralsRoutes,
  payoutTagsRoutes,
  referralSalesRoutes,
);

/** `PUBLIC_URL/r/{code}`: outside /api. */
export { referralLinkRoutes } from './referral-link.routes.ts';

/** The ledger's arithmetic and redemption check, so the demo seed's history adds up as the product's own would. */
export {
  EMPTY_TOTALS,
  applyChange,
  redemptionChange,
  redemptionEntry,
  redemptionRefusal,
  saleEntry,
  saleValue,
  settlesBalance,
} from './ledger.rules.ts';

/** A web shop's order carrying a referral code records its sale once (Shopify's webhooks). */
export { recordShopSale, type ShopSale } from './shopify-sales.ts';
