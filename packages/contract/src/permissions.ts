import { STAFF_ROLES, type StaffRole } from './roles.ts';

/** Route names used by the action-permission rule (canPerform). */
export const ROUTE_NAMES = [
  'admin-training-schedule',
  'admin-training-schedule-us',
  'admin-training-schedule-eu',
  'admin-customers',
  'admin-contacts',
  'admin-notifications',
  'admin-sales-reps',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export type AdminNavGroup = 'content' | 'manage' | 'training';

export interface AdminArea {
  key: string;
  path: string;
  group: AdminNavGroup;
  roles: readonly StaffRole[];
  routeName?: RouteName;
  /** false: never the screen a role lands on after signing in (the audit log, which every role has). */
  home?: boolean;
}

const CONTACT_ROLES = ['admin', 'service', 'tech', 'europe'] as const;
const REFERRAL_ROLES = ['admin', 'accounting'] as const;
const ADMIN_ONLY = ['admin'] as const;
const CONTACT_WRITERS = ['admin', 'service', 'europe'] as const;

/** Who may open which admin area, as data: the web's navigation and the server's route access both read it. */
export const ADMIN_AREAS = {
  contacts: { key: 'contacts', path: '/admin', group: 'manage', roles: CONTACT_ROLES, routeName: 'admin-contacts' },
  customers: {
    key: 'customers',
    path: '/admin/customers',
    group: 'manage',
    roles: CONTACT_ROLES,
    routeName: 'admin-customers',
  },
  payoutTags: { key: 'payoutTags', path: '/admin/payout-tags', group: 'manage', roles: ADMIN_ONLY },
  salesReps: {
    key: 'salesReps',
    path: '/admin/sales-reps',
    group: 'manage',
    roles: ADMIN_ONLY,
    routeName: 'admin-sales-reps',
  },
  /** Outgoing webhooks (decision 118): their secrets sign what other systems trust, so admin only. */
  webhooks: { key: 'webhooks', path: '/admin/webhooks', group: 'manage', roles: ADMIN_ONLY },
  referralHistory: { key: 'referralHistory', path: '/admin/referrals-history', group: 'manage', roles: REFERRAL_ROLES },
  pendingPayouts: {
    key: 'pendingPayouts',
    path: '/admin/referrals-pending-payouts',
    group: 'manage',
    roles: REFERRAL_ROLES,
  },
  generalPendingPayouts: {
    key: 'generalPendingPayouts',
    path: '/admin/referrals-general-pending-payouts',
    group: 'manage',
    roles: REFERRAL_ROLES,
  },
  notifications: {
    key: 'notifications',
    path: '/admin/notifications',
    group: 'manage',
    roles: ['admin', 'service', 'tech'],
    routeName: 'admin-notifications',
  },
  /** Event codes (decision 042): the staff who look after customers' accounts; tech and finance roles do not. */
  events: { key: 'events', path: '/admin/events', group: 'manage', roles: CONTACT_WRITERS },
  /**
   * The audit log (decision 124): every staff member opens it; admin reads every row, the others
   * only their own actions (the server filters).
   */
  auditLog: { key: 'auditLog', path: '/admin/audit-log', group: 'manage', roles: STAFF_ROLES, home: false },
  /** API keys of the business systems (decision 114): admin only. */
  apiKeys: { key: 'apiKeys', path: '/admin/api-keys', group: 'manage', roles: ADMIN_ONLY },
  preTraining: { key: 'preTraining', path: '/admin/pre-training', group: 'content', roles: ADMIN_ONLY },
  trainingVideos: { key: 'trainingVideos', path: '/admin/training-videos', group: 'content', roles: ADMIN_ONLY },
  postTrainingVideos: {
    key: 'postTrainingVideos',
    path: '/admin/post-training-videos',
    group: 'content',
    roles: ADMIN_ONLY,
  },
  products: { key: 'products', path: '/admin/products', group: 'content', roles: ADMIN_ONLY },
  accessories: { key: 'accessories', path: '/admin/accessories', group: 'content', roles: ADMIN_ONLY },
  trainingScheduleUs: {
    key: 'trainingScheduleUs',
    path: '/admin/training-schedule-us',
    group: 'training',
    roles: ['admin', 'service', 'tech'],
    routeName: 'admin-training-schedule-us',
  },
  trainingScheduleEu: {
    key: 'trainingScheduleEu',
    path: '/admin/training-schedule-eu',
    group: 'training',
    roles: ['admin', 'europe'],
    routeName: 'admin-training-schedule-eu',
  },
} as const satisfies Record<string, AdminArea>;

export type AdminAreaKey = keyof typeof ADMIN_AREAS;

export function canOpenArea(role: string | null | undefined, area: AdminAreaKey): boolean {
  return (ADMIN_AREAS[area].roles as readonly string[]).includes(role ?? '');
}

export type Action = 'create' | 'update' | 'delete';

/** Route names on which tech may not create, update or delete: tech reads these screens only. */
const TECH_RESTRICTED: readonly RouteName[] = [
  'admin-training-schedule',
  'admin-training-schedule-us',
  'admin-training-schedule-eu',
  'admin-customers',
  'admin-contacts',
  'admin-notifications',
  'admin-sales-reps',
];

/** The action-permission rule: tech is denied create/update/delete on the restricted route names, except updating contacts. */
export function canPerform(role: string | null | undefined, action: Action, routeName: RouteName): boolean {
  if (role !== 'tech' || !TECH_RESTRICTED.includes(routeName)) return true;
  return routeName === 'admin-contacts' && action === 'update';
}
