import { featureRoutes } from '../../shared/feature-routes.ts';
import { loginRoutes } from './login.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';

/** Sign-in, sign-out and password reset. */
export const authFeature = featureRoutes(loginRoutes, passwordResetRoutes);

export { loadCustomerClaims, STAFF_COLUMNS, staffClaims } from './claims.repository.ts';
export { INVITE_TOKEN_TTL_MINUTES, issuePasswordToken, RESET_TOKEN_TTL_MINUTES } from './password-tokens.repository.ts';
export { THROTTLE_LIMITS, throttleAccount, verifyCurrentPassword } from './login-throttle.ts';
