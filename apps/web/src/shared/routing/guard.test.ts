import { describe, expect, it } from 'vitest';
import { afterSignInPath, decideRedirect, staffHome } from './guard.ts';
import type { GuardSession } from './guard.ts';

const visitor: GuardSession = { user: null, impersonatedUser: null };
const customer: GuardSession = { user: { role: 'customer', subsidiary_id: 1 }, impersonatedUser: null };
const euCustomer: GuardSession = { user: { role: 'customer', subsidiary_id: 3 }, impersonatedUser: null };
const staff = (role: string): GuardSession => ({ user: { role, subsidiary_id: null }, impersonatedUser: null });
const impersonating = (subsidiary: number): GuardSession => ({
  user: { role: 'admin', subsidiary_id: null },
  impersonatedUser: { role: 'customer', subsidiary_id: subsidiary },
});

const rows: Array<[rule: string, path: string, session: GuardSession, expected: string | null]> = [
  [
    'visitor on a customer route goes to /auth/login with the target',
    '/orders',
    visitor,
    '/auth/login?redirect=%2Forders',
  ],
  ['visitor on the dashboard goes to /auth/login', '/', visitor, '/auth/login?redirect=%2F'],
  ['visitor on /admin goes to /admin/login', '/admin', visitor, '/admin/login?redirect=%2Fadmin'],
  [
    'visitor on an admin child path goes to /admin/login',
    '/admin/pre-training/edit/4',
    visitor,
    '/admin/login?redirect=%2Fadmin%2Fpre-training%2Fedit%2F4',
  ],
  [
    'visitor keeps the query of the target',
    '/admin/customers?page=2',
    visitor,
    '/admin/login?redirect=%2Fadmin%2Fcustomers%3Fpage%3D2',
  ],
  ['visitor may open /auth/login', '/auth/login', visitor, null],
  ['visitor may open /admin/login', '/admin/login', visitor, null],
  ['visitor may open /auth/password/reset', '/auth/password/reset', visitor, null],
  ['visitor may open the terms page', '/terms', visitor, null],
  ['visitor on an unknown path sees not-found', '/no-such-page', visitor, null],
  ['staff on /auth/login goes to /admin', '/auth/login', staff('service'), '/admin'],
  ['staff on /auth/password/request goes to /admin', '/auth/password/request', staff('admin'), '/admin'],
  ['staff on /admin/login goes to /admin', '/admin/login', staff('tech'), '/admin'],
  ['staff on /admin/login/ (trailing slash) goes to /admin', '/admin/login/', staff('admin'), '/admin'],
  ['staff may open /auth/logout', '/auth/logout', staff('admin'), null],
  ['customer on /auth/login goes to /', '/auth/login', customer, '/'],
  [
    'customer signing in returns to the saved target',
    '/auth/login?redirect=%2Forders%3Fpage%3D2',
    customer,
    '/orders?page=2',
  ],
  [
    'staff signing in returns to the saved admin target',
    '/admin/login?redirect=%2Fadmin%2Fcustomers',
    staff('service'),
    '/admin/customers',
  ],
  ['a saved target on another site is ignored', '/auth/login?redirect=%2F%2Fevil.example', customer, '/'],
  ['customer on /admin/login goes to /', '/admin/login', customer, '/'],
  ['customer may open /auth/logout', '/auth/logout', customer, null],
  ['customer on /admin goes to /', '/admin', customer, '/'],
  ['customer on an admin child path goes to /', '/admin/products', customer, '/'],
  ['customer on an unknown admin path goes to /', '/admin/whatever', customer, '/'],
  ['customer opens a customer route', '/products/12', customer, null],
  ['staff on a customer route goes to /admin', '/orders', staff('admin'), '/admin'],
  ['staff on the dashboard goes to /admin', '/', staff('service'), '/admin'],
  ['staff impersonating opens a customer route', '/orders', impersonating(1), null],
  ['staff impersonating still opens admin paths', '/admin/customers', impersonating(1), null],
  ['subsidiary-3 customer on /training goes to /', '/training', euCustomer, '/'],
  ['subsidiary-3 customer on /training/{id} goes to /', '/training/5', euCustomer, '/'],
  ['subsidiary-3 customer on /referrals goes to /', '/referrals', euCustomer, '/'],
  ['subsidiary-3 customer opens /post-training', '/post-training', euCustomer, null],
  ['staff impersonating a subsidiary-3 customer cannot open /referrals', '/referrals', impersonating(3), '/'],
  ['US customer opens /referrals', '/referrals', customer, null],
  ['admin opens every area', '/admin/payout-tags', staff('admin'), null],
  ['service opens contacts', '/admin', staff('service'), null],
  ['service cannot open sales reps', '/admin/sales-reps', staff('service'), '/admin'],
  ['tech opens notifications', '/admin/notifications', staff('tech'), null],
  ['europe cannot open the US schedule', '/admin/training-schedule-us/miami', staff('europe'), '/admin'],
  ['europe opens the EU schedule', '/admin/training-schedule-eu/berlin', staff('europe'), null],
  ['service cannot open the EU schedule', '/admin/training-schedule-eu/berlin', staff('service'), '/admin'],
  [
    'accounting cannot open contacts and lands on referral history',
    '/admin',
    staff('accounting'),
    '/admin/referrals-history',
  ],
  ['accounting opens pending payouts', '/admin/referrals-pending-payouts', staff('accounting'), null],
  ['accounting cannot open products', '/admin/products', staff('accounting'), '/admin/referrals-history'],
  ['finance has no area and lands on the account page', '/admin', staff('finance'), '/admin/account'],
  [
    "finance opens the audit log (its own actions), which is no one's landing screen",
    '/admin/audit-log',
    staff('finance'),
    null,
  ],
  ['sales cannot open customers', '/admin/customers', staff('sales'), '/admin/account'],
  ['europe opens a contact page', '/admin/view/7', staff('europe'), null],
  ['accounting cannot open a contact page', '/admin/view/7', staff('accounting'), '/admin/referrals-history'],
  ['every staff role opens /admin/account', '/admin/account', staff('sales'), null],
  ['admin content child views follow their area', '/admin/training-videos/view/3', staff('tech'), '/admin'],
];

describe('decideRedirect: who may open a path, and where everyone else is sent', () => {
  it.each(rows)('%s', (_rule, path, session, expected) => {
    expect(decideRedirect({ path, session })).toBe(expected);
  });
});

describe('staffHome', () => {
  it.each([
    ['admin', '/admin'],
    ['europe', '/admin'],
    ['accounting', '/admin/referrals-history'],
    ['finance', '/admin/account'],
  ])('%s lands on %s', (role, home) => {
    expect(staffHome(role)).toBe(home);
  });
});

describe('afterSignInPath', () => {
  it('returns to the saved target', () => expect(afterSignInPath('customer', '/orders?page=2')).toBe('/orders?page=2'));
  it('sends staff home without a target', () => expect(afterSignInPath('admin', null)).toBe('/admin'));
  it('sends customers home without a target', () => expect(afterSignInPath('customer', null)).toBe('/'));
  it('ignores targets on other sites', () => expect(afterSignInPath('customer', '//evil.example')).toBe('/'));
  it.each(['/\\evil.example', 'https://evil.example/orders', 'javascript:alert(1)', '/orders\\..\\x', '/\torders', 'orders'])(
    'no open redirect: %j is not a return path, the reader goes home',
    (target) => expect(afterSignInPath('customer', target)).toBe('/'),
  );
  it('a session that expired returns to the page it was on, with its list state', () =>
    expect(
      decideRedirect({
        path: `/auth/login?redirect=${encodeURIComponent('/orders?page=3&search=ada')}&reason=expired`,
        session: customer,
      }),
    ).toBe('/orders?page=3&search=ada'));
});
