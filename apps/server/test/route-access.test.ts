/**
 * THE route × caller table. Every /api route the app registers must have a row here saying what each
 * kind of caller gets; a route added without a row fails the first test, and a row whose route is
 * gone fails the second. Adding a route? Add its row, with a request body that is valid enough to
 * reach the handler, and the id fixtures its path needs.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@owner-portal/contract/roles';
import { createFileUrls } from '../src/plugins/file-urls.ts';
import { createApiKey } from './api-keys.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { backOfficeFixtures, type BackOfficeFixtures } from './back-office-fixtures.ts';
import { contentFixtures, type ContentFixtures } from './content-fixtures.ts';
import { documentedStatuses, documentOf, type Document } from './openapi-document.ts';
import { signIn, signInStaff } from './sessions.ts';
import { trainingFixtures, type TrainingFixtures } from './training-fixtures.ts';

/** `api-key`: a business system's key with every scope (decision 114), a credential under /api/integration/ only. */
const CALLERS = ['none', ...STAFF_ROLES, 'customer', 'eu-customer', 'impersonation', 'api-key'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * 'ok': the caller is let through — anything but 401, 403, 404 and 5xx (the reply may still be a 422
 * for the body). A number: exactly that status.
 */
type Expected = 'ok' | 401 | 403 | 404;
type Row = {
  /** The request, when the route's own path and no body will not do. */
  request?: (f: Fixtures) => { url?: string; payload?: InjectOptions['payload'] };
  expect: Record<Caller, Expected>;
};

/** Ids the rows' paths need, read from the demo data. */
interface Fixtures {
  ownerCompanyId: number;
  backOffice: BackOfficeFixtures;
  /** A product, an order and a transaction of the demo owner's company (another company's answer 404). */
  ownerProductId: number;
  /** The owner's Ri 2000 (the warranty gate), a post-training video and its quiz, a checklist item, a contact. */
  training: TrainingFixtures;
  ownerOrderNumber: string;
  /** The same order's id, and a shipped unit (a fulfilment item with a serial) of the owner's company. */
  ownerOrderId: number;
  ownerUnitId: number;
  ownerTransactionId: number;
  content: ContentFixtures;
  /** A future US and EU class, and the demo owner's past (attended) appointment. */
  schedule: { usSlotId: number; euSlotId: number; ownerAppointmentId: number };
  /** The demo owner's company is a referrer; one of its sales; a payout tag still in use. */
  ownerReferralId: number;
  usedPayoutTagId: number;
  /** A poster's URL as the API hands it to a reader who passed the record's checks (decision 112). */
  signedPosterUrl: string;
  /** A webhook endpoint with a delivery, and one only the admin's delete reaches. */
  webhooks: { endpointId: number; spareEndpointId: number; deliveryId: number };
  /** A key only the admin may revoke (and does: only the admin reaches the handler). */
  spareApiKeyId: number;
  /** A customer import the admin uploaded: another importer's is a 404 to them. */
  adminImportId: number;
}

const everyone = (e: Expected) => Object.fromEntries(CALLERS.map((c) => [c, e])) as Record<Caller, Expected>;
const PUBLIC = everyone('ok');
/** An API key outside /api/integration/ is no credential at all. */
const NO_CREDENTIAL = { none: 401, 'api-key': 401 } as const;
const SIGNED_IN = { ...everyone('ok'), ...NO_CREDENTIAL } as const;
/** Customers, and staff impersonating one; staff tokens themselves are refused. */
const CUSTOMER: Record<Caller, Expected> = {
  ...everyone(403),
  ...NO_CREDENTIAL,
  customer: 'ok',
  'eu-customer': 'ok',
  impersonation: 'ok',
};
/** Staff with one of `roles`; customers and impersonation tokens are refused. */
const staff = (...roles: StaffRole[]): Record<Caller, Expected> => ({
  ...everyone(403),
  ...NO_CREDENTIAL,
  ...Object.fromEntries(roles.map((r) => [r, 'ok'])),
});
const ANY_STAFF = staff(...STAFF_ROLES);
/** Content screens (products, accessories, series, videos): admin only. */
const ADMIN = staff('admin');
/** Customer routes that subsidiary 3 is refused: Europe has no pre-training. */
const PRE_TRAINING: Record<Caller, Expected> = { ...CUSTOMER, 'eu-customer': 403 };
/** Who may open Contacts/Customers. */
const CONTACT_ROLES: StaffRole[] = ['admin', 'service', 'tech', 'europe'];
/** Who may create/delete there: tech may only update contacts. */
const CONTACT_WRITERS: StaffRole[] = ['admin', 'service', 'europe'];
const NOTIFICATION_ROLES: StaffRole[] = ['admin', 'service', 'tech'];
const NOTIFICATION_WRITERS: StaffRole[] = ['admin', 'service'];
/** Referral History and both pending-payout pages: admin and accounting only. */
const REFERRAL_STAFF = staff('admin', 'accounting');
/** The integration API: an API key and nothing else; sign-in tokens of every kind are refused. */
const INTEGRATION: Record<Caller, Expected> = { ...everyone(401), 'api-key': 'ok' };
/** Customer referral routes: hidden from and refused to subsidiary 3. */
const REFERRAL_CUSTOMER: Record<Caller, Expected> = { ...CUSTOMER, 'eu-customer': 403 };

const TABLE: Record<string, Row> = {
  'GET /api/health': { expect: PUBLIC },
  'GET /api/health/live': { expect: PUBLIC },
  'GET /api/health/ready': { expect: PUBLIC },
  'POST /api/login': {
    request: () => ({ payload: { email: 'owner@demo.test', password: DEMO_PASSWORD } }),
    expect: PUBLIC,
  },
  'POST /api/admin/login': {
    request: () => ({ payload: { email: 'admin@demo.test', password: DEMO_PASSWORD } }),
    expect: PUBLIC,
  },
  'POST /api/logout': { expect: SIGNED_IN },
  'POST /api/password/request': { request: () => ({ payload: { email: 'nobody@demo.test' } }), expect: PUBLIC },
  'POST /api/password/reset': { request: () => ({ payload: {} }), expect: PUBLIC },
  'GET /api/customer': { expect: CUSTOMER },
  'PUT /api/customer': { request: () => ({ payload: { lang_code: 'en' } }), expect: CUSTOMER },
  'PUT /api/customer/password': {
    request: () => ({ payload: {} }),
    expect: { ...CUSTOMER, impersonation: 403 },
  },
  'PUT /api/admin/update': { request: () => ({ payload: { lang_code: 'en' } }), expect: ANY_STAFF },
  'POST /api/admin/customers/:id/impersonate': {
    request: (f) => ({
      url: `/api/admin/customers/${f.ownerCompanyId}/impersonate`,
      payload: { reason: 'Route access check' },
    }),
    expect: staff(...CONTACT_ROLES),
  },
  /** Only an impersonation token ends itself; owners and staff have none to end. */
  'POST /api/impersonation/end': { expect: { ...everyone(403), ...NO_CREDENTIAL, impersonation: 'ok' } },
  /** Every staff member opens the audit log; the rows they get differ (audit-log.test.ts). */
  'GET /api/admin/audit-log': { expect: ANY_STAFF },
  'GET /api/admin/audit-log/export': { expect: ANY_STAFF },
  'GET /api/admin/audit-log/people': { expect: ANY_STAFF },
  'GET /api/languages': { expect: SIGNED_IN },
  'GET /api/admin/customer_users': { expect: staff(...CONTACT_ROLES) },
  'POST /api/admin/customer_users': { request: () => ({ payload: {} }), expect: staff(...CONTACT_WRITERS) },
  'PUT /api/admin/customer_users/:id': {
    request: (f) => ({ url: `/api/admin/customer_users/${f.backOffice.contactId}`, payload: {} }),
    expect: staff(...CONTACT_ROLES),
  },
  'DELETE /api/admin/customer_users/:id': {
    request: (f) => ({ url: `/api/admin/customer_users/${f.backOffice.takeContactId()}` }),
    expect: staff(...CONTACT_WRITERS),
  },
  'POST /api/admin/customer_users/:id/reinvite': {
    request: (f) => ({ url: `/api/admin/customer_users/${f.backOffice.contactId}/reinvite` }),
    expect: staff(...CONTACT_ROLES),
  },
  'GET /api/admin/customers': { expect: staff(...CONTACT_ROLES) },
  'GET /api/admin/customers/export': { expect: staff(...CONTACT_ROLES) },
  'GET /api/admin/customers/payout-tags': { expect: staff(...CONTACT_ROLES) },
  'GET /api/admin/customers/find': { expect: staff(...CONTACT_ROLES) },
  'GET /api/admin/customers/sales-reps': { expect: staff(...CONTACT_ROLES) },
  'POST /api/admin/customers': { request: () => ({ payload: {} }), expect: staff(...CONTACT_WRITERS) },
  'PUT /api/admin/customers/:id': {
    request: (f) => ({ url: `/api/admin/customers/${f.backOffice.customerId}`, payload: {} }),
    expect: staff(...CONTACT_WRITERS),
  },
  ...customerImportRows(),
  'GET /api/admin/events': { expect: staff(...CONTACT_WRITERS) },
  'POST /api/admin/events': { request: () => ({ payload: {} }), expect: staff(...CONTACT_WRITERS) },
  'PUT /api/admin/events/:id': {
    request: (f) => ({ url: `/api/admin/events/${f.backOffice.eventCodeId}`, payload: {} }),
    expect: staff(...CONTACT_WRITERS),
  },
  'DELETE /api/admin/events/:id': {
    request: (f) => ({ url: `/api/admin/events/${f.backOffice.takeEventCodeId()}` }),
    expect: staff(...CONTACT_WRITERS),
  },
  'GET /api/admin/sales-rep': { expect: staff('admin') },
  'POST /api/admin/sales-rep': { request: () => ({ payload: {} }), expect: staff('admin') },
  'POST /api/admin/sales-rep/:id': {
    request: (f) => ({ url: `/api/admin/sales-rep/${f.backOffice.assignedSalesRepId}`, payload: {} }),
    expect: staff('admin'),
  },
  'DELETE /api/admin/sales-rep/:id': {
    // A rep with customers: the delete is refused with a 422, so every caller meets the same rep.
    request: (f) => ({ url: `/api/admin/sales-rep/${f.backOffice.assignedSalesRepId}` }),
    expect: staff('admin'),
  },
  'GET /api/admin/notifications': { expect: staff(...NOTIFICATION_ROLES) },
  'POST /api/admin/notifications': { request: () => ({ payload: {} }), expect: staff(...NOTIFICATION_WRITERS) },
  'PUT /api/admin/notifications/:id': {
    request: (f) => ({ url: `/api/admin/notifications/${f.backOffice.notificationId}`, payload: {} }),
    expect: staff(...NOTIFICATION_WRITERS),
  },
  'PATCH /api/admin/notifications/:id/publish': {
    request: (f) => ({ url: `/api/admin/notifications/${f.backOffice.notificationId}/publish` }),
    expect: staff(...NOTIFICATION_WRITERS),
  },
  'DELETE /api/admin/notifications/:id': {
    request: (f) => ({ url: `/api/admin/notifications/${f.backOffice.takeNotificationId()}` }),
    expect: staff(...NOTIFICATION_WRITERS),
  },
  'GET /api/notifications': { expect: CUSTOMER },
  'PATCH /api/notifications/read': { request: () => ({ payload: { ids: [] } }), expect: CUSTOMER },
  'GET /api/products': { expect: CUSTOMER },
  'GET /api/products/:id': {
    request: (f) => ({ url: `/api/products/${f.ownerProductId}` }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  'GET /api/accessories': { expect: CUSTOMER },
  'GET /api/orders': { expect: CUSTOMER },
  'GET /api/orders/:number': {
    request: (f) => ({ url: `/api/orders/${f.ownerOrderNumber}` }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  'GET /api/transaction': { expect: CUSTOMER },
  'GET /api/transaction/export': { expect: CUSTOMER },
  'GET /api/transaction/:id': {
    request: (f) => ({ url: `/api/transaction/${f.ownerTransactionId}` }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  'GET /api/giftcards': { expect: CUSTOMER },
  'GET /api/events': { expect: CUSTOMER },
  // Pre-training is refused to subsidiary 3; the EU owner owns no Ri or embroidery machine either.
  'GET /api/training': { expect: PRE_TRAINING },
  'GET /api/training/:id': { request: (f) => ({ url: `/api/training/${f.ownerProductId}` }), expect: PRE_TRAINING },
  'POST /api/training/:id/acknowledge': {
    request: (f) => ({ url: `/api/training/${f.ownerProductId}/acknowledge`, payload: { acknowledged: true } }),
    expect: PRE_TRAINING,
  },
  'POST /api/training/:id/finish': {
    request: (f) => ({ url: `/api/training/${f.ownerProductId}/finish`, payload: {} }),
    expect: PRE_TRAINING,
  },
  'GET /api/post-training': { expect: CUSTOMER },
  'GET /api/post-training/:id': {
    request: (f) => ({ url: `/api/post-training/${f.training.riId}` }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  'POST /api/post-training/:id/warranty': {
    request: (f) => ({ url: `/api/post-training/${f.training.riId}/warranty`, payload: { confirmed: true } }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  'GET /api/post-training/:id/warranty.pdf': {
    request: (f) => ({ url: `/api/post-training/${f.training.riId}/warranty.pdf` }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  // A post-training video of the Ri series: open to customers, a 404 to a company without a Ri.
  'POST /api/videos/:id': {
    request: (f) => ({ url: `/api/videos/${f.training.postVideoId}`, payload: { time: 1, complete: false } }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  'GET /api/videos/:id/checklists': {
    request: (f) => ({ url: `/api/videos/${f.training.postVideoId}/checklists` }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  'GET /api/videos/:id/checklists-customer': {
    request: (f) => ({ url: `/api/videos/${f.training.postVideoId}/checklists-customer` }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  'PUT /api/videos/:id/checklists-customer/:itemId': {
    request: (f) => ({ url: `/api/videos/${f.training.preVideoId}/checklists-customer/${f.training.itemId}` }),
    expect: { ...PRE_TRAINING, 'eu-customer': 404 },
  },
  'DELETE /api/videos/:id/checklists-customer/:itemId': {
    request: (f) => ({ url: `/api/videos/${f.training.preVideoId}/checklists-customer/${f.training.itemId}` }),
    expect: { ...PRE_TRAINING, 'eu-customer': 404 },
  },
  'GET /api/videos/:id/quiz': {
    request: (f) => ({ url: `/api/videos/${f.training.preVideoId}/quiz` }),
    expect: { ...PRE_TRAINING, 'eu-customer': 404 },
  },
  'POST /api/quiz/:id/answer': {
    request: (f) => ({ url: `/api/quiz/${f.training.quizId}/answer`, payload: { answers: [] } }),
    expect: { ...PRE_TRAINING, 'eu-customer': 404 },
  },
  'GET /api/admin/customer_users/:id': {
    request: (f) => ({ url: `/api/admin/customer_users/${f.backOffice.contactId}` }),
    expect: staff(...CONTACT_ROLES),
  },
  'GET /api/admin/customer_users/:id/appointments': {
    request: (f) => ({ url: `/api/admin/customer_users/${f.training.contactId}/appointments` }),
    expect: staff(...CONTACT_ROLES),
  },
  'GET /api/admin/search': { request: () => ({ url: '/api/admin/search?q=so' }), expect: staff(...CONTACT_ROLES) },
  'GET /api/admin/orders/:id': {
    request: (f) => ({ url: `/api/admin/orders/${f.ownerOrderId}` }),
    expect: staff(...CONTACT_ROLES),
  },
  'GET /api/admin/units/:id': {
    request: (f) => ({ url: `/api/admin/units/${f.ownerUnitId}` }),
    expect: staff(...CONTACT_ROLES),
  },
  'GET /api/admin/customer_users/:id/training': {
    request: (f) => ({ url: `/api/admin/customer_users/${f.training.contactId}/training` }),
    expect: staff(...CONTACT_ROLES),
  },
  'GET /api/training/appointments': { expect: CUSTOMER },
  'GET /api/training/all_appointments': { expect: CUSTOMER },
  'GET /api/training/slots': { expect: CUSTOMER },
  'GET /api/training/machines': { expect: CUSTOMER },
  'POST /api/training/book': { request: () => ({ payload: {} }), expect: CUSTOMER },
  'PUT /api/training/appointments/:id': {
    request: (f) => ({
      url: `/api/training/appointments/${f.schedule.ownerAppointmentId}`,
      payload: { slot_id: f.schedule.usSlotId, phone: '4075550111' },
    }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  'DELETE /api/training/appointments/:id/cancel': {
    request: (f) => ({ url: `/api/training/appointments/${f.schedule.ownerAppointmentId}/cancel` }),
    expect: { ...CUSTOMER, 'eu-customer': 404 },
  },
  ...scheduleRows('us', ['admin', 'service', 'tech'], ['admin', 'service']),
  ...scheduleRows('eu', ['admin', 'europe'], ['admin', 'europe']),
  // Content: admin only. A file is served by its signed URL whoever holds it (<img>/<video> send no
  // token); the URL is handed out only after the record's own checks (content/signed-files.test.ts).
  'POST /api/admin/uploads/:kind': { request: () => ({ url: '/api/admin/uploads/pdf', payload: {} }), expect: ADMIN },
  'GET /api/files/*': { request: (f) => ({ url: f.signedPosterUrl }), expect: PUBLIC },
  // A resumable (tus) video upload: whoever reaches it without the protocol's header gets its 412.
  'POST /api/admin/uploads/video/resumable': { expect: ADMIN },
  ...Object.fromEntries(
    ['HEAD', 'PATCH', 'DELETE'].map((method) => [
      `${method} /api/admin/uploads/video/resumable/:id`,
      { request: () => ({ url: `/api/admin/uploads/video/resumable/${'0'.repeat(32)}` }), expect: ADMIN },
    ]),
  ),
  'GET /api/admin/products': { expect: ADMIN },
  'GET /api/admin/products/:id': {
    request: (f) => ({ url: `/api/admin/products/${f.content.ownedProductId}` }),
    expect: ADMIN,
  },
  'POST /api/admin/products': { request: () => ({ payload: {} }), expect: ADMIN },
  'POST /api/admin/products/:id/save': {
    request: (f) => ({ url: `/api/admin/products/${f.content.ownedProductId}/save`, payload: {} }),
    expect: ADMIN,
  },
  // An owned product: refused with a 422 for whoever reaches the handler.
  'DELETE /api/admin/products/:id': {
    request: (f) => ({ url: `/api/admin/products/${f.content.ownedProductId}` }),
    expect: ADMIN,
  },
  'POST /api/admin/products/:id/resources': {
    request: (f) => ({ url: `/api/admin/products/${f.content.ownedProductId}/resources`, payload: {} }),
    expect: ADMIN,
  },
  'DELETE /api/admin/products/:id/resources/:resourceId': {
    request: (f) => ({
      url: `/api/admin/products/${f.content.spareResource.productId}/resources/${f.content.spareResource.id}`,
    }),
    expect: ADMIN,
  },
  'GET /api/admin/accessories': { expect: ADMIN },
  'POST /api/admin/accessories': { request: () => ({ payload: {} }), expect: ADMIN },
  'POST /api/admin/accessories/:id': {
    request: (f) => ({ url: `/api/admin/accessories/${f.content.spareAccessoryId}`, payload: {} }),
    expect: ADMIN,
  },
  'DELETE /api/admin/accessories/:id': {
    request: (f) => ({ url: `/api/admin/accessories/${f.content.spareAccessoryId}` }),
    expect: ADMIN,
  },
  'GET /api/admin/groups': { expect: ADMIN },
  'POST /api/admin/groups': { request: () => ({ payload: {} }), expect: ADMIN },
  'PUT /api/admin/groups/:id': {
    request: (f) => ({ url: `/api/admin/groups/${f.content.groupInUseId}`, payload: {} }),
    expect: ADMIN,
  },
  'DELETE /api/admin/groups/:id': {
    request: (f) => ({ url: `/api/admin/groups/${f.content.groupInUseId}` }),
    expect: ADMIN,
  },
  'GET /api/admin/group-categories': { expect: ADMIN },
  'POST /api/admin/group-categories': { request: () => ({ payload: {} }), expect: ADMIN },
  'PUT /api/admin/group-categories/:id': {
    request: (f) => ({ url: `/api/admin/group-categories/${f.content.categoryInUseId}`, payload: {} }),
    expect: ADMIN,
  },
  'DELETE /api/admin/group-categories/:id': {
    request: (f) => ({ url: `/api/admin/group-categories/${f.content.categoryInUseId}` }),
    expect: ADMIN,
  },
  'GET /api/admin/machine-type': { expect: ADMIN },
  'POST /api/admin/machine-type': { request: () => ({ payload: {} }), expect: ADMIN },
  'PUT /api/admin/machine-type/:id': {
    request: (f) => ({ url: `/api/admin/machine-type/${f.content.machineTypeInUseId}`, payload: {} }),
    expect: ADMIN,
  },
  'DELETE /api/admin/machine-type/:id': {
    request: (f) => ({ url: `/api/admin/machine-type/${f.content.machineTypeInUseId}` }),
    expect: ADMIN,
  },
  'GET /api/admin/template': { expect: ADMIN },
  'POST /api/admin/template': { request: () => ({ payload: {} }), expect: ADMIN },
  'PUT /api/admin/template/:id': {
    request: (f) => ({ url: `/api/admin/template/${f.content.spareTemplateId}`, payload: {} }),
    expect: ADMIN,
  },
  'DELETE /api/admin/template/:id': {
    request: (f) => ({ url: `/api/admin/template/${f.content.spareTemplateId}` }),
    expect: ADMIN,
  },
  'GET /api/admin/pre-training': { expect: ADMIN },
  'GET /api/admin/pre-training/:id': {
    request: (f) => ({ url: `/api/admin/pre-training/${f.content.spareVideoIds.pre_training}` }),
    expect: ADMIN,
  },
  'POST /api/admin/pre-training': { request: () => ({ payload: {} }), expect: ADMIN },
  'PUT /api/admin/pre-training/:id': {
    request: (f) => ({ url: `/api/admin/pre-training/${f.content.spareVideoIds.pre_training}`, payload: {} }),
    expect: ADMIN,
  },
  'DELETE /api/admin/pre-training/:id': {
    request: (f) => ({ url: `/api/admin/pre-training/${f.content.spareVideoIds.pre_training}` }),
    expect: ADMIN,
  },
  'GET /api/admin/training-videos': { expect: ADMIN },
  'GET /api/admin/training-videos/:id': {
    request: (f) => ({ url: `/api/admin/training-videos/${f.content.spareVideoIds.training}` }),
    expect: ADMIN,
  },
  'POST /api/admin/training-videos': { request: () => ({ payload: {} }), expect: ADMIN },
  'PUT /api/admin/training-videos/:id': {
    request: (f) => ({ url: `/api/admin/training-videos/${f.content.spareVideoIds.training}`, payload: {} }),
    expect: ADMIN,
  },
  'DELETE /api/admin/training-videos/:id': {
    request: (f) => ({ url: `/api/admin/training-videos/${f.content.spareVideoIds.training}` }),
    expect: ADMIN,
  },
  'GET /api/admin/post-training-videos': { expect: ADMIN },
  'GET /api/admin/post-training-videos/:id': {
    request: (f) => ({ url: `/api/admin/post-training-videos/${f.content.spareVideoIds.post_training}` }),
    expect: ADMIN,
  },
  'POST /api/admin/post-training-videos': { request: () => ({ payload: {} }), expect: ADMIN },
  'PUT /api/admin/post-training-videos/:id': {
    request: (f) => ({ url: `/api/admin/post-training-videos/${f.content.spareVideoIds.post_training}`, payload: {} }),
    expect: ADMIN,
  },
  'DELETE /api/admin/post-training-videos/:id': {
    request: (f) => ({ url: `/api/admin/post-training-videos/${f.content.spareVideoIds.post_training}` }),
    expect: ADMIN,
  },
  'GET /api/customer/get_referral_stats': { expect: REFERRAL_CUSTOMER },
  'GET /api/customer/referral-links': { expect: REFERRAL_CUSTOMER },
  'GET /api/customer/referrals': { expect: REFERRAL_CUSTOMER },
  'GET /api/customer/referrals/export': { expect: REFERRAL_CUSTOMER },
  'GET /api/admin/referrers': { expect: REFERRAL_STAFF },
  'GET /api/admin/referrers/pending': { expect: REFERRAL_STAFF },
  'GET /api/admin/referrers/general_pending': { expect: REFERRAL_STAFF },
  'GET /api/admin/referrers/:id': {
    request: (f) => ({ url: `/api/admin/referrers/${f.ownerCompanyId}` }),
    expect: REFERRAL_STAFF,
  },
  'GET /api/admin/referrers/:id/referrals': {
    request: (f) => ({ url: `/api/admin/referrers/${f.ownerCompanyId}/referrals` }),
    expect: REFERRAL_STAFF,
  },
  'GET /api/admin/referrers/:id/referrals/pending': {
    request: (f) => ({ url: `/api/admin/referrers/${f.ownerCompanyId}/referrals/pending` }),
    expect: REFERRAL_STAFF,
  },
  'POST /api/admin/referrals/redeem': { request: () => ({ payload: {} }), expect: REFERRAL_STAFF },
  'POST /api/admin/referrals/:id/approve': {
    // An approved sale: the approval is refused with a 422, so every caller meets the same row.
    request: (f) => ({ url: `/api/admin/referrals/${f.ownerReferralId}/approve` }),
    expect: REFERRAL_STAFF,
  },
  'POST /api/integration/referral-sales': { request: () => ({ payload: {} }), expect: INTEGRATION },
  ...Object.fromEntries(
    [
      'customers/:external_id',
      'contacts/:external_id',
      'products/:netsuite_name',
      'orders/:order_number',
      'transactions/:external_id',
      'giftcards/:external_id',
      'event-codes/:code',
    ].map((path) => [
      `PUT /api/integration/${path}`,
      {
        request: () => ({ url: `/api/integration/${path.replace(/:.*/, 'ACCESS-1')}`, payload: {} }),
        expect: INTEGRATION,
      },
    ]),
  ),
  'POST /api/integration/batch': { request: () => ({ payload: [] }), expect: INTEGRATION },
  // Shopify signs its webhooks; no caller's credential is a signature (the test app has no secret either).
  'POST /api/integration/shopify/webhooks': { request: () => ({ payload: {} }), expect: everyone(401) },
  'GET /api/admin/api-keys': { expect: ADMIN },
  'POST /api/admin/api-keys': { request: () => ({ payload: {} }), expect: ADMIN },
  'DELETE /api/admin/api-keys/:id': {
    request: (f) => ({ url: `/api/admin/api-keys/${f.spareApiKeyId}` }),
    expect: ADMIN,
  },
  'GET /api/admin/referral-payout-tag': { expect: staff('admin') },
  'GET /api/admin/referral-payout-tag/machine-types': { expect: staff('admin') },
  'POST /api/admin/machine-type-referral-payout-tag/:tag': {
    request: (f) => ({ url: `/api/admin/machine-type-referral-payout-tag/${f.usedPayoutTagId}`, payload: {} }),
    expect: staff('admin'),
  },
  'DELETE /api/admin/referral-payout-tag/:id': {
    // A tag customers carry: the delete is refused with a 422.
    request: (f) => ({ url: `/api/admin/referral-payout-tag/${f.usedPayoutTagId}` }),
    expect: staff('admin'),
  },
  ...webhookRows(),
};

/**
 * Every staff list exports its filtered rows (decision 129) under the list's own access: the export's
 * row is the list's. Customers' export has its own row above.
 */
const EXPORTED_LISTS = [
  'customer_users',
  'events',
  'sales-rep',
  'notifications',
  'products',
  'accessories',
  'groups',
  'group-categories',
  'machine-type',
  'template',
  'pre-training',
  'training-videos',
  'post-training-videos',
  'referrers',
  'referrers/pending',
  'referrers/general_pending',
  'api-keys',
  'referral-payout-tag',
  'webhooks',
];
for (const list of EXPORTED_LISTS) TABLE[`GET /api/admin/${list}/export`] = TABLE[`GET /api/admin/${list}`]!;

/** Outgoing webhooks: admin only; the admin's delete takes an endpoint of its own. */
function webhookRows(): Record<string, Row> {
  const one = (f: Fixtures) => `/api/admin/webhooks/${f.webhooks.endpointId}`;
  return {
    'GET /api/admin/webhooks': { expect: ADMIN },
    'POST /api/admin/webhooks': { request: () => ({ payload: {} }), expect: ADMIN },
    'GET /api/admin/webhooks/:id': { request: (f) => ({ url: one(f) }), expect: ADMIN },
    'PUT /api/admin/webhooks/:id': { request: (f) => ({ url: one(f), payload: {} }), expect: ADMIN },
    'DELETE /api/admin/webhooks/:id': {
      request: (f) => ({ url: `/api/admin/webhooks/${f.webhooks.spareEndpointId}` }),
      expect: ADMIN,
    },
    'GET /api/admin/webhooks/:id/deliveries': { request: (f) => ({ url: `${one(f)}/deliveries` }), expect: ADMIN },
    'POST /api/admin/webhooks/:id/deliveries/:deliveryId/retry': {
      request: (f) => ({ url: `${one(f)}/deliveries/${f.webhooks.deliveryId}/retry` }),
      expect: ADMIN,
    },
  };
}

/** Spreadsheet imports: staff who may add customers; an import is its uploader's (the others' 404). */
function customerImportRows(): Record<string, Row> {
  const one = (f: Fixtures) => `/api/admin/customer-imports/${f.adminImportId}`;
  const adminsOwn = { ...staff(...CONTACT_WRITERS), service: 404, europe: 404 } as const;
  return {
    'POST /api/admin/customer-imports': { expect: staff(...CONTACT_WRITERS) },
    'GET /api/admin/customer-imports/current': { expect: staff(...CONTACT_WRITERS) },
    'GET /api/admin/customer-imports/:id': { request: (f) => ({ url: one(f) }), expect: adminsOwn },
    'POST /api/admin/customer-imports/:id/preview': {
      request: (f) => ({ url: `${one(f)}/preview`, payload: { mapping: {} } }),
      expect: adminsOwn,
    },
    'POST /api/admin/customer-imports/:id/start': {
      request: (f) => ({ url: `${one(f)}/start`, payload: { mapping: {} } }),
      expect: adminsOwn,
    },
    'GET /api/admin/customer-imports/:id/rejections': {
      request: (f) => ({ url: `${one(f)}/rejections` }),
      expect: adminsOwn,
    },
  };
}

async function adminImport(db: TestApp['db']): Promise<number> {
  const admin = await db.selectFrom('staff_users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('customer_imports')
    .values({
      staff_user_id: admin.id,
      file_key: 'imports/route-access',
      file_name: 'route-access.csv',
      format: 'csv',
      columns: '["Email"]',
      mapping: null,
      subsidiary_id: null,
      invite: 0,
      status: 'uploaded',
      rows_total: null,
      rows_done: 0,
      created_count: 0,
      updated_count: 0,
      unchanged_count: 0,
      rejected_count: 0,
      invite_count: 0,
      started_at: null,
      finished_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An endpoint with one delivery, and a spare endpoint to delete, straight into the database. */
async function webhookFixtures(db: TestApp['db']): Promise<Fixtures['webhooks']> {
  const now = new Date().toISOString();
  const endpoint = (path: string) =>
    db
      .insertInto('webhook_endpoints')
      .values({
        url: `https://hooks.example.com/${path}`,
        events: '["contact.created"]',
        secret_sealed: 'v1.unused',
        enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const { id: endpointId } = await endpoint('route-access');
  const { id: spareEndpointId } = await endpoint('spare');
  const { id: deliveryId } = await db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: endpointId,
      message_id: 'msg_route_access',
      event_type: 'contact.created',
      payload: '{}',
      status: 'delivered',
      scheduled_attempt: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { endpointId, spareEndpointId, deliveryId };
}

/** A region's staff schedule: `readers` may open it, `writers` may also change it (tech only reads). */
function scheduleRows(region: 'us' | 'eu', readers: StaffRole[], writers: StaffRole[]): Record<string, Row> {
  const base = `/api/admin/training-schedule/${region}`;
  const slot = (f: Fixtures) => (region === 'us' ? f.schedule.usSlotId : f.schedule.euSlotId);
  return {
    [`GET ${base}/locations`]: { expect: staff(...readers) },
    [`GET ${base}/options`]: { expect: staff(...readers) },
    [`GET ${base}/slots`]: { expect: staff(...readers) },
    [`GET ${base}/slots/export`]: { expect: staff(...readers) },
    [`POST ${base}/slots`]: { request: () => ({ payload: {} }), expect: staff(...writers) },
    [`PUT ${base}/slots/:id`]: {
      request: (f) => ({ url: `${base}/slots/${slot(f)}`, payload: {} }),
      expect: staff(...writers),
    },
    [`POST ${base}/slots/:id/cancel`]: {
      request: (f) => ({ url: `${base}/slots/${slot(f)}/cancel` }),
      expect: staff(...writers),
    },
    [`GET ${base}/slots/:id/attendees`]: {
      request: (f) => ({ url: `${base}/slots/${slot(f)}/attendees` }),
      expect: staff(...readers),
    },
    // The owner's past US appointment: approving it (not pending) is a 422 and marking it attended again
    // changes nothing on the US schedule; on the EU one it is unknown (404).
    [`POST ${base}/appointments/:id/approve`]: {
      request: (f) => ({ url: `${base}/appointments/${f.schedule.ownerAppointmentId}/approve` }),
      expect: region === 'us' ? staff(...writers) : { ...staff(...writers), admin: 404, europe: 404 },
    },
    [`POST ${base}/appointments/:id/attendance`]: {
      request: (f) => ({
        url: `${base}/appointments/${f.schedule.ownerAppointmentId}/attendance`,
        payload: { status: 'attended' },
      }),
      expect: region === 'us' ? staff(...writers) : { ...staff(...writers), admin: 404, europe: 404 },
    },
  };
}

let t: TestApp;
let fixtures: Fixtures;
let document: Document;
let apiKeyHeaders: Record<string, string>;
beforeAll(async () => {
  // The key caller sends a request per route; the per-key limit is not what this table checks.
  t = await createTestApp({ apiKeyRequestsPerMinute: 100_000 });
  document = documentOf(t.app);
  apiKeyHeaders = (await createApiKey(t.app, { name: 'Route access' })).headers;
  const spareKey = await createApiKey(t.app, { name: 'Spare' });
  const owner = await t.db
    .selectFrom('customer_users')
    .select('customer_id')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const companyId = owner.customer_id!;
  const order = await t.db
    .selectFrom('orders')
    .select(['id', 'order_number'])
    .where('customer_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const unit = await t.db
    .selectFrom('fulfillment_items as i')
    .innerJoin('fulfillments as f', 'f.id', 'i.fulfillment_id')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .select('i.id')
    .where('o.customer_id', '=', companyId)
    .where('i.serial_number', 'is not', null)
    .executeTakeFirstOrThrow();
  const transaction = await t.db
    .selectFrom('transactions')
    .select('id')
    .where('customer_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const product = await t.db
    .selectFrom('products')
    .select('id')
    .where('name', '=', 'persona pro 1501')
    .executeTakeFirstOrThrow();
  fixtures = {
    training: await trainingFixtures(t.db),
    ownerCompanyId: companyId,
    backOffice: await backOfficeFixtures(t.db),
    ownerProductId: product.id,
    ownerOrderNumber: order.order_number,
    ownerOrderId: order.id,
    ownerUnitId: unit.id,
    ownerTransactionId: transaction.id,
    content: await contentFixtures(t.db),
    schedule: await scheduleFixtures(t.db, companyId),
    ownerReferralId: (
      await t.db.selectFrom('referrals').select('id').where('referrer_id', '=', companyId).executeTakeFirstOrThrow()
    ).id,
    usedPayoutTagId: (
      await t.db
        .selectFrom('customers')
        .select('referral_payout_tag_id')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).referral_payout_tag_id!,
    signedPosterUrl: createFileUrls(t.config.jwtSecret).signed('demo/poster-dtg.jpg'),
    webhooks: await webhookFixtures(t.db),
    spareApiKeyId: spareKey.id,
    adminImportId: await adminImport(t.db),
  };
});
afterAll(() => t.close());

async function scheduleFixtures(db: TestApp['db'], companyId: number): Promise<Fixtures['schedule']> {
  const future = (region: 'us' | 'eu') =>
    db
      .selectFrom('training_slots as s')
      .innerJoin('training_locations as l', 'l.id', 's.location_id')
      .select('s.id')
      .where('l.region', '=', region)
      .where('s.starts_at', '>', new Date().toISOString())
      .orderBy('s.starts_at')
      .executeTakeFirstOrThrow();
  const appointment = await db
    .selectFrom('training_appointments')
    .select('id')
    .where('customer_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { usSlotId: (await future('us')).id, euSlotId: (await future('eu')).id, ownerAppointmentId: appointment.id };
}

/** Each request gets a fresh sign-in, so a row that signs out or reissues tokens cannot disturb the next. */
async function headersFor(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'none') return {};
  if (caller === 'api-key') return apiKeyHeaders;
  if (caller === 'customer') return (await signIn(t.app, 'owner@demo.test')).headers;
  if (caller === 'eu-customer') return (await signIn(t.app, 'eu.owner@demo.test')).headers;
  if (caller === 'impersonation') {
    const admin = await signInStaff(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${fixtures.ownerCompanyId}/impersonate`,
      headers: admin.headers,
      payload: { reason: 'Route access check' },
    });
    if (res.statusCode !== 200) throw new Error(`impersonation failed: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
  }
  return (await signInStaff(t.app, caller)).headers;
}

/** The registered /api routes as 'METHOD /path', without the docs and without the HEAD twins of GET routes. */
function registeredRoutes(): string[] {
  const api = t.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
  const keys = new Set(api.map((r) => `${r.method} ${r.url}`));
  return [...keys].filter((k) => !(k.startsWith('HEAD ') && keys.has(`GET ${k.slice('HEAD '.length)}`))).sort();
}

describe('the route access table', () => {
  it('has a row for every registered /api route', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !(r in TABLE))).toEqual([]);
  });

  it('names no route that is no longer registered', () => {
    const routes = new Set(registeredRoutes());
    expect(Object.keys(TABLE).filter((r) => !routes.has(r))).toEqual([]);
  });
});

describe.each(Object.entries(TABLE))('%s', (key, row) => {
  const [method, path] = key.split(' ') as [InjectOptions['method'], string];

  it.each(CALLERS.map((caller) => [caller, row.expect[caller]] as const))('%s gets %s', async (caller, expected) => {
    const request = row.request?.(fixtures) ?? {};
    const url = request.url ?? path;
    expect(url, 'a path with parameters needs a request with a concrete url').not.toContain(':');
    const res = await t.app.inject({
      method,
      url,
      headers: await headersFor(caller),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const seen = `${res.statusCode} ${res.body.slice(0, 200)}`;
    // A validating proxy's view: whatever the caller gets, the API document says this operation answers it.
    expect(documentedStatuses(document, method!, path), `undocumented reply: ${seen}`).toContain(
      String(res.statusCode),
    );
    if (expected === 'ok') {
      expect([401, 403, 404], seen).not.toContain(res.statusCode);
      expect(res.statusCode, seen).toBeLessThan(500);
    } else {
      expect(res.statusCode, seen).toBe(expected);
      // A HEAD reply has no body to read the message from.
      if (expected === 401 && method !== 'HEAD') expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      if (expected === 403 && method !== 'HEAD')
        expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
    }
  });
});
