import { featureRoutes } from '../../shared/feature-routes.ts';
import { auditLogRoutes } from './audit-log.routes.ts';

/** The audit log, readable (decision 124): every audited write, filtered, paged and exported. */
export const auditFeature = featureRoutes(auditLogRoutes);
