import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen } from '../../shared/routing/screens.ts';
import './notifications-i18n.ts';
import './notifications-screens-i18n.ts';

const NotificationsPage = lazyNamed(() => import('./admin/pages/notifications-page.tsx'), 'NotificationsPage');

/** Staff write, publish and delete notifications; owners read theirs under the header's bell. */
export const notificationsAdminScreens: AdminScreen[] = [
  {
    area: 'notifications',
    label: 'notifications-screens:adminNotifications',
    routes: [{ path: '', element: <NotificationsPage /> }],
  },
];

export { pendingNotificationsQuery } from './api/notifications-api.ts';
/** The bell dialog's list: it downloads when the dialog first opens, not with every page. */
export const NotificationList = lazyNamed(() => import('./components/notification-list.tsx'), 'NotificationList');
