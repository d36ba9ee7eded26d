import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen } from '../../shared/routing/screens.ts';
import './sales-reps-screens-i18n.ts';

const SalesRepsPage = lazyNamed(() => import('./admin/pages/sales-reps-page.tsx'), 'SalesRepsPage');

export const salesRepsAdminScreens: AdminScreen[] = [
  { area: 'salesReps', label: 'sales-reps-screens:salesReps', routes: [{ path: '', element: <SalesRepsPage /> }] },
];
