import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import { VIDEO_KINDS } from '@owner-portal/contract/content/content';
import { auditResource } from '../features/audit/admin/audit-resource.tsx';
import { contactsResource } from '../features/contacts/admin/contacts-resource.tsx';
import { customersResource } from '../features/customers/admin/customers-resource.tsx';
import { eventsResource } from '../features/events/admin/events-resource.tsx';
import { apiKeysResource } from '../features/integration/admin/api-keys-resource.tsx';
import { notificationsResource } from '../features/notifications/admin/notifications-resource.tsx';
import { accessoriesResource } from '../features/products/admin/accessories-resource.tsx';
import { productsResource } from '../features/products/admin/products-resource.tsx';
import {
  categoriesResource,
  machineTypesResource,
  seriesResource,
  templatesResource,
} from '../features/products/admin/series-resources.tsx';
import { payoutTagsResource } from '../features/referrals/admin/payout-tags-resource.tsx';
import {
  generalPendingPayoutsResource,
  pendingPayoutsResource,
  referralHistoryResource,
} from '../features/referrals/admin/referrers-resources.tsx';
import { salesRepsResource } from '../features/sales-reps/admin/sales-reps-resource.tsx';
import { SCHEDULE_RESOURCES } from '../features/schedule/admin/schedule-resource.tsx';
import { videosResource } from '../features/training/admin/videos-resource.tsx';
import { webhooksResource } from '../features/webhooks/admin/webhooks-resource.tsx';
import { i18n } from '../shared/i18n/i18n.ts';
import { ADMIN_SCREENS } from './admin-features.ts';

/** Every resource the staff screens render, with the role-table area each says it belongs to. */
const RESOURCES = [
  contactsResource,
  customersResource,
  eventsResource,
  apiKeysResource,
  notificationsResource,
  accessoriesResource,
  productsResource,
  seriesResource,
  categoriesResource,
  machineTypesResource,
  templatesResource,
  payoutTagsResource,
  referralHistoryResource,
  pendingPayoutsResource,
  generalPendingPayoutsResource,
  salesRepsResource,
  webhooksResource,
  auditResource,
  SCHEDULE_RESOURCES.us,
  SCHEDULE_RESOURCES.eu,
  ...VIDEO_KINDS.map(videosResource),
];

describe('the back office is generated from the areas features declare', () => {
  it('serves every area of the role table, each once', () => {
    expect(ADMIN_SCREENS.map((screen) => screen.area).sort()).toEqual(Object.keys(ADMIN_AREAS).sort());
  });

  it('routes every resource under the area it names, and serves no area without one', () => {
    const served = new Set(ADMIN_SCREENS.map((screen) => screen.area));
    const named = new Set(RESOURCES.map((resource) => resource.area));
    expect([...named].filter((area) => !served.has(area))).toEqual([]);
    expect([...served].filter((area) => !named.has(area))).toEqual([]);
  });

  it.each(['en', 'es'])('names every area in %s from its feature’s own texts', async (lang) => {
    await i18n.changeLanguage(lang);
    for (const { label } of ADMIN_SCREENS) {
      expect(label).toMatch(/^[a-z-]+-screens:/);
      expect(i18n.exists(label), label).toBe(true);
    }
    await i18n.changeLanguage('en');
  });
});
