import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen } from '../../shared/routing/screens.ts';
import './audit-screens-i18n.ts';

const AuditLogPage = lazyNamed(() => import('./admin/pages/audit-log-page.tsx'), 'AuditLogPage');

/** Admin → Audit log: who did what to which record, when and from where (decision 124). */
export const auditAdminScreens: AdminScreen[] = [
  { area: 'auditLog', label: 'audit-screens:auditLog', routes: [{ path: '', element: <AuditLogPage /> }] },
];
