import { ADMIN_AREAS, canOpenArea, type AdminAreaKey } from '@owner-portal/contract/permissions';

/** Where a record of each type is seen in the back office: its own page, or its list found by its id. */
const RECORD_PAGES: Partial<Record<string, { area: AdminAreaKey; path: (id: number) => string }>> = {
  customer_user: { area: 'contacts', path: (id) => `${ADMIN_AREAS.contacts.path}/view/${id}` },
  customer: { area: 'customers', path: (id) => `${ADMIN_AREAS.customers.path}?search=${id}` },
  webhook_endpoint: { area: 'webhooks', path: (id) => `${ADMIN_AREAS.webhooks.path}/view/${id}` },
  product: { area: 'products', path: () => ADMIN_AREAS.products.path },
  accessory: { area: 'accessories', path: () => ADMIN_AREAS.accessories.path },
  product_group: { area: 'products', path: () => `${ADMIN_AREAS.products.path}/series` },
  group_category: { area: 'products', path: () => `${ADMIN_AREAS.products.path}/categories` },
  machine_type: { area: 'products', path: () => `${ADMIN_AREAS.products.path}/machine-types` },
  training_template: { area: 'products', path: () => `${ADMIN_AREAS.products.path}/templates` },
  sales_rep: { area: 'salesReps', path: () => ADMIN_AREAS.salesReps.path },
  notification: { area: 'notifications', path: () => ADMIN_AREAS.notifications.path },
  event_code: { area: 'events', path: () => ADMIN_AREAS.events.path },
  api_key: { area: 'apiKeys', path: () => ADMIN_AREAS.apiKeys.path },
  referral_payout_tag: { area: 'payoutTags', path: () => ADMIN_AREAS.payoutTags.path },
};

/** The back-office page of a record, when it has one the reader may open; null otherwise. */
export function recordPath(role: string | null | undefined, type: string, id: number | null): string | null {
  const page = RECORD_PAGES[type];
  if (!page || id === null || !canOpenArea(role, page.area)) return null;
  return page.path(id);
}
