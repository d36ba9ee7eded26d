import type { AdminAreaKey } from '@owner-portal/contract/permissions';
import { auditAdminScreens } from '../features/audit/audit.feature.tsx';
import { contactsAdminScreens } from '../features/contacts/contacts.feature.tsx';
import { customersAdminScreens } from '../features/customers/customers.feature.tsx';
import { eventsAdminScreens } from '../features/events/events.feature.tsx';
import { integrationAdminScreens } from '../features/integration/integration.feature.tsx';
import { notificationsAdminScreens } from '../features/notifications/notifications.feature.tsx';
import { productsAdminScreens } from '../features/products/products.feature.tsx';
import { referralsAdminScreens } from '../features/referrals/referrals.feature.tsx';
import { salesRepsAdminScreens } from '../features/sales-reps/sales-reps.feature.tsx';
import { scheduleAdminScreens } from '../features/schedule/schedule.feature.tsx';
import { trainingAdminScreens } from '../features/training/training.feature.tsx';
import { webhooksAdminScreens } from '../features/webhooks/webhooks.feature.tsx';
import type { AdminScreen } from '../shared/routing/screens.ts';

/** Every back-office area the features serve; the role table (ADMIN_AREAS) gives each its path and roles. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  ...contactsAdminScreens,
  ...customersAdminScreens,
  ...referralsAdminScreens,
  ...salesRepsAdminScreens,
  ...webhooksAdminScreens,
  ...auditAdminScreens,
  ...notificationsAdminScreens,
  ...eventsAdminScreens,
  ...integrationAdminScreens,
  ...trainingAdminScreens,
  ...productsAdminScreens,
  ...scheduleAdminScreens,
];

export const adminScreenOf = (area: AdminAreaKey) => ADMIN_SCREENS.find((screen) => screen.area === area);
