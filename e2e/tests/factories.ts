import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { PASSWORD } from './helpers.ts';

/**
 * Records a test makes for itself through the back office's API, as admin@demo.test: a test that
 * adds, edits, deletes or spends something does it to its own records, so tests run side by side in
 * any order and no test reads another's leftovers. Tests that only read may use the demo seed
 * (README.md, "Demo sign-ins").
 *
 * What has no API to make a fresh one stays with one test, written to pass again on the same server:
 * - staff accounts: finance@demo.test is the staff-account test's (admin-account.spec.ts) and
 *   sales@demo.test the header-language test's (i18n.spec.ts); no other test signs in as either.
 * - owned machines, which come with orders that only the business systems write: the demo owner's
 *   company is the one owning software whose live classes need no pre-training, and a company holds
 *   one active booking per series, so only the booking test (live-training.spec.ts) books for it;
 *   classes cannot be made in the past, so the attendance test marks the seed's past class and
 *   leaves it Attended; admin-content tries, and must fail, to delete an owned product.
 */

/** A suffix that keeps the records of tests running side by side, and of runs, apart. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The seeded companies, by name (README.md). */
export const DEMO_COMPANIES = {
  /** owner@demo.test's, in the US; owns the Persona, Chroma, Ri and Vision machines. */
  owner: 'Stitch & Thread Co.',
  /** other.owner@demo.test's, in the US. */
  other: 'Print Works LLC',
  /** eu.owner@demo.test's, subsidiary 3. */
  europe: 'Stickerei Müller GmbH',
  /** influencer@demo.test's, on the influencer payout tag. */
  influencer: 'Thread Tales Studio',
} as const;
export type DemoCompany = keyof typeof DEMO_COMPANIES;

export const SUBSIDIARY = { us: 1, europe: 3 } as const;

// Signed in once per worker: every factory writes as the demo admin, whose token and language no test changes.
let adminSession: Promise<string> | undefined;

/** The headers of a request as the demo admin, for a test's own calls to the admin API. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  adminSession ??= (async () => {
    const reply = await request.post('/api/admin/login', { data: { email: 'admin@demo.test', password: PASSWORD } });
    expect(reply.ok(), `signing in as admin@demo.test: ${reply.status()}`).toBeTruthy();
    return ((await reply.json()) as { access_token: string }).access_token;
  })().catch((err: unknown) => {
    adminSession = undefined;
    throw err;
  });
  return { Authorization: `Bearer ${await adminSession}` };
}

// Made once per worker: the business system's key that records referral sales (decision 114).
let referralsKey: Promise<string> | undefined;

/** A business system's API key, made by the demo admin; the key itself is shown once, in the reply. */
export async function createApiKey(request: APIRequestContext, name: string, scopes: string[]): Promise<string> {
  const reply = await request.post('/api/admin/api-keys', {
    headers: await adminHeaders(request),
    data: { name, scopes },
  });
  expect(reply.status(), `creating an API key: ${await reply.text()}`).toBe(201);
  return ((await reply.json()) as { key: string }).key;
}

/** The headers of a request as a business system with a `referrals:write` API key, made by the demo admin. */
async function integrationHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  referralsKey ??= createApiKey(request, `E2E referral sales ${unique()}`, ['referrals:write']).catch(
    (err: unknown) => {
      referralsKey = undefined;
      throw err;
    },
  );
  return { Authorization: `Bearer ${await referralsKey}` };
}

/** Sends `data` to the admin API and returns the reply's `data`, failing with the server's answer unless `status`. */
async function adminWrite<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  { status = 201, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Promise<T> {
  const reply = await request.post(`/api${path}`, { headers: { ...(await adminHeaders(request)), ...headers }, data });
  expect(reply.status(), `POST ${path}: ${await reply.text()}`).toBe(status);
  return ((await reply.json()) as { data: T }).data;
}

async function adminRead<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(`/api${path}`, { headers: await adminHeaders(request) });
  expect(reply.ok(), `GET ${path}: ${reply.status()}`).toBeTruthy();
  return (await reply.json()) as T;
}

const companyIds = new Map<DemoCompany, Promise<number>>();

/** The id of a seeded company. */
export function demoCompanyId(request: APIRequestContext, company: DemoCompany): Promise<number> {
  const name = DEMO_COMPANIES[company];
  let id = companyIds.get(company);
  if (!id) {
    id = adminRead<{ data: { id: number; company_name: string }[] }>(
      request,
      `/admin/customers/find?search=${encodeURIComponent(name)}`,
    ).then(({ data }) => {
      const found = data.find((c) => c.company_name === name);
      expect(found, `the demo company ${name}`).toBeTruthy();
      return found!.id;
    });
    companyIds.set(company, id);
  }
  return id;
}

export interface Company {
  id: number;
  company_name: string;
}

/** A new customer company (POST admin/customers). */
export function createCustomer(
  request: APIRequestContext,
  {
    name = `E2E Co ${unique()}`,
    subsidiary = SUBSIDIARY.us,
    salesRepId = null,
    payoutTagId = null,
  }: { name?: string; subsidiary?: number; salesRepId?: number | null; payoutTagId?: number | null } = {},
): Promise<Company> {
  return adminWrite<Company>(request, '/admin/customers', {
    company_name: name,
    subsidiary_id: subsidiary,
    sales_rep_id: salesRepId,
    referral_payout_tag_id: payoutTagId,
  });
}

export interface Contact {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * A new contact who can sign in with the demo password (POST admin/customer_users): of a seeded
 * company (`company`), of a company of the test's own (`customerId`), or of none. Its language,
 * notifications read, training progress and password are its own.
 */
export async function createContact(
  request: APIRequestContext,
  {
    company,
    customerId,
    lang = 'en',
    firstName = lang === 'es' ? 'Lucía' : 'Casey',
    lastName = 'Tester',
    tag = 'contact',
  }: {
    company?: DemoCompany;
    customerId?: number;
    lang?: 'en' | 'es';
    firstName?: string;
    lastName?: string;
    /** Goes into the e-mail address, to tell a test's contacts apart in a failure. */
    tag?: string;
  } = {},
): Promise<Contact> {
  const customer = customerId ?? (company ? await demoCompanyId(request, company) : null);
  return adminWrite<Contact>(request, '/admin/customer_users', {
    first_name: firstName,
    last_name: lastName,
    email: `e2e.${tag}.${unique()}@demo.test`.toLowerCase(),
    phone: '4075550199',
    lang_code: lang,
    customer_id: customer,
    password: PASSWORD,
  });
}

export interface SalesRep {
  id: number;
  name: string;
}

/** A new sales rep (POST admin/sales-rep). */
export function createSalesRep(request: APIRequestContext, name = `Rep ${unique()}`): Promise<SalesRep> {
  return adminWrite<SalesRep>(request, '/admin/sales-rep', {
    name,
    email: `${name.replace(/\W+/g, '.').toLowerCase()}@reps.example.test`,
    phone: '4075550188',
  });
}

type MachineType = 'Accessory' | 'DTG' | 'Embroidery' | 'Software';
let machineTypes: Promise<Map<string, number>> | undefined;

async function machineTypeId(request: APIRequestContext, name: MachineType): Promise<number> {
  machineTypes ??= adminRead<{ data: { id: number; name: string }[] }>(
    request,
    '/admin/referral-payout-tag/machine-types',
  ).then(({ data }) => new Map(data.map((t) => [t.name, t.id])));
  const id = (await machineTypes).get(name);
  expect(id, `the machine type ${name}`).toBeDefined();
  return id!;
}

export interface PayoutTag {
  id: number;
  name: string;
}

/** A new referral payout tag (POST admin/machine-type-referral-payout-tag/0): what a referral of each machine type earns. */
export async function createPayoutTag(
  request: APIRequestContext,
  {
    name = `E2E tag ${unique()}`,
    minimum = 1,
    values = {},
  }: { name?: string; minimum?: number; values?: Partial<Record<MachineType, number>> } = {},
): Promise<PayoutTag> {
  const machine_type_referral_tag = [];
  for (const [type, value] of Object.entries(values))
    machine_type_referral_tag.push({ machine_type_id: await machineTypeId(request, type as MachineType), value });
  return adminWrite<PayoutTag>(request, '/admin/machine-type-referral-payout-tag/0', {
    name,
    minimum_referrals: minimum,
    shop_products_reward: 0,
    machine_type_referral_tag,
  });
}

/**
 * A referral sale credited to `referrerId` (POST integration/referral-sales, as the ERP sends one with
 * its API key): a machine of `machineType` sold to a buyer outside the referrer's company, so it earns
 * the tag's value for that type at once.
 */
export async function recordReferralSale(
  request: APIRequestContext,
  { referrerId, machineType, amount = 12_000 }: { referrerId: number; machineType: MachineType; amount?: number },
): Promise<{ id: number; referral_value: number; balance: number }> {
  const key = unique();
  const path = '/integration/referral-sales';
  const reply = await request.post(`/api${path}`, {
    headers: { ...(await integrationHeaders(request)), 'Idempotency-Key': `e2e-${key}` },
    data: {
      referrer_id: referrerId,
      buyer_name: `Buyer ${key}`,
      buyer_email: `buyer.${key}@buyers.example.test`,
      order_number: `E2E-${key}`.toUpperCase(),
      amount,
      machine_type_id: await machineTypeId(request, machineType),
    },
  });
  expect(reply.status(), `POST ${path}: ${await reply.text()}`).toBe(201);
  return ((await reply.json()) as { data: { id: number; referral_value: number; balance: number } }).data;
}

/**
 * A referrer of the test's own: a company on a new payout tag (a minimum of one referral, `owed`
 * dollars a DTG printer) with one contact, and one DTG sale, so it is owed exactly `owed`.
 */
export async function createReferrer(
  request: APIRequestContext,
  { owed, name = `Referrer ${unique()} LLC` }: { owed: number; name?: string },
): Promise<{ company: Company; contact: Contact; tag: PayoutTag }> {
  const tag = await createPayoutTag(request, { minimum: 1, values: { DTG: owed } });
  const company = await createCustomer(request, { name, payoutTagId: tag.id });
  const contact = await createContact(request, {
    customerId: company.id,
    firstName: 'Rita',
    lastName: 'Referrer',
    tag: 'referrer',
  });
  const sale = await recordReferralSale(request, { referrerId: company.id, machineType: 'DTG' });
  expect(sale.balance).toBe(owed);
  return { company, contact, tag };
}

/**
 * A webhook endpoint of the test's own (POST admin/webhooks), so a webhook list has a row whatever
 * ran before. Its receiver is a closed local port: its deliveries fail and are retried, as any
 * unreachable endpoint's.
 */
export async function createWebhookEndpoint(request: APIRequestContext): Promise<{ id: number; url: string }> {
  return adminWrite(request, '/admin/webhooks', {
    url: `http://127.0.0.1:9/e2e-${unique()}`,
    events: ['contact.created'],
  });
}
