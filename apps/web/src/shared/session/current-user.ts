import type { CurrentUser, TokenClaims } from '@owner-portal/contract/user';

/*
 * A zod-free twin of the contract's `tokenClaims` check and `currentUserFromClaims`. The contract's
 * user.ts builds zod schemas when it loads, which would put zod (~22 KB gzipped) into the sign-in
 * route's bundle and break its 150 KB budget. current-user.test.ts proves both twins agree with
 * the contract. Proposed contract change: move CurrentUser and currentUserFromClaims into a
 * schema-free module so this file can go.
 */

type Check = (value: unknown) => boolean;
const isInt: Check = (v) => Number.isInteger(v);
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isString: Check = (v) => typeof v === 'string';
const isNullableString: Check = (v) => v === null || typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isRecord(v) && Object.entries(fields).every(([key, check]) => check(v[key]));

const userPart = shape({
  id: isInt,
  first_name: isString,
  last_name: isString,
  email: isString,
  lang_code: isString,
  role: isString,
});
const customerPart = shape({
  id: isInt,
  company_name: isString,
  subsidiary_id: isInt,
  sales_rep_name: isNullableString,
  sales_rep_email: isNullableString,
  sales_rep_phone: isNullableString,
  unlocked_trainings: isInt,
});
const claimsShape = shape({
  typ: (v) => v === 'customer' || v === 'staff' || v === 'impersonation',
  sub: isString,
  ver: isInt,
  jti: isString,
  iat: isNumber,
  exp: isNumber,
  user: userPart,
  customer: (v) => v === null || customerPart(v),
  act: (v) => v === undefined || shape({ id: isInt, email: isString, ver: isInt })(v),
});

export function isTokenClaims(value: unknown): value is TokenClaims {
  return claimsShape(value);
}

/** The current user: the merge of the token's user and customer parts (SPEC point 3). */
export function currentUserFromTokenClaims(claims: Pick<TokenClaims, 'user' | 'customer'>): CurrentUser {
  const c = claims.customer;
  return {
    first_name: claims.user.first_name,
    last_name: claims.user.last_name,
    email: claims.user.email,
    lang_code: claims.user.lang_code,
    role: claims.user.role,
    subsidiary_id: c?.subsidiary_id ?? null,
    sales_rep_name: c?.sales_rep_name ?? null,
    sales_rep_email: c?.sales_rep_email ?? null,
    sales_rep_phone: c?.sales_rep_phone ?? null,
    unlocked_trainings: c?.unlocked_trainings ?? 0,
    customer_id: c?.id ?? null,
    company_name: c?.company_name ?? null,
  };
}
