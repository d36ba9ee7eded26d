import type { TokenClaims } from '@owner-portal/contract/user';

function base64Url(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned token with the given claims; the web app only reads claims, the server verifies. */
export function makeToken(overrides: Partial<TokenClaims> & { role?: string; subsidiary?: number } = {}): string {
  const { role = 'customer', subsidiary = 1, ...rest } = overrides;
  const staff = role !== 'customer';
  const claims: TokenClaims = {
    typ: staff ? 'staff' : 'customer',
    sub: '1',
    ver: 0,
    jti: 'test',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    user: { id: 1, first_name: 'Olivia', last_name: 'Owner', email: 'owner@demo.test', lang_code: 'en', role },
    customer: staff
      ? null
      : {
          id: 5,
          company_name: 'Stitch & Thread Co.',
          subsidiary_id: subsidiary,
          sales_rep_name: 'Maria Lopez',
          sales_rep_email: 'maria@reps.test',
          sales_rep_phone: '4075550101',
          unlocked_trainings: 0,
        },
    ...rest,
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.signature`;
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
