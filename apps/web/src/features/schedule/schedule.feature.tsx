import { IconCalendarEvent } from '@tabler/icons-react';
import type { TrainingRegion } from '@owner-portal/contract/schedule/schedule';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen, CustomerScreens } from '../../shared/routing/screens.ts';
import './schedule-screens-i18n.ts';

const SchedulesPage = lazyNamed(() => import('./pages/schedules-page.tsx'), 'SchedulesPage');
const AdminSchedulePage = lazyNamed(() => import('./admin/pages/admin-schedule-page.tsx'), 'AdminSchedulePage');

/** An owner's booked live classes and past recordings; booking, moving and cancelling. */
export const scheduleScreens: CustomerScreens = {
  routes: [{ path: 'schedules', element: <SchedulesPage />, handle: { title: 'schedule-screens:schedules' } }],
  nav: [{ path: '/schedules', label: 'schedule-screens:schedules', icon: <IconCalendarEvent size={18} /> }],
};

/** A region's classes, at its first location or the one in the path. */
const region = (
  area: 'trainingScheduleUs' | 'trainingScheduleEu',
  name: TrainingRegion,
  label: string,
): AdminScreen => ({
  area,
  label,
  routes: [
    { path: '', element: <AdminSchedulePage region={name} /> },
    { path: ':location', element: <AdminSchedulePage region={name} /> },
  ],
});

export const scheduleAdminScreens: AdminScreen[] = [
  region('trainingScheduleUs', 'us', 'schedule-screens:adminScheduleUs'),
  region('trainingScheduleEu', 'eu', 'schedule-screens:adminScheduleEu'),
];

export { slotTimeLabel } from './components/slot-time.ts';
