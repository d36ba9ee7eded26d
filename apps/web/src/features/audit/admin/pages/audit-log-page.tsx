import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { auditResource } from '../audit-resource.tsx';

/** /admin/audit-log: the audit log, read only, filtered and exported. */
export const AuditLogPage = () => <AdminResourcePage resource={auditResource} />;
