import type { TokenClaims } from '@owner-portal/contract/user';

/*
 * A zod-free twin of the contract's `tokenClaims` check. The contract's user.ts builds zod schemas
 * when it loads, which would put zod (~22 KB gzipped) into the sign-in route's bundle and break its
 * 150 KB budget. current-user.test.ts proves the twin agrees with the contract's schema.
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
  act: (v) =>
    v === undefined ||
    shape({
      id: isInt,
      email: isString,
      ver: isInt,
      sid: isString,
      read_only: (r) => r === undefined || typeof r === 'boolean',
      imp: (i) => i === undefined || isInt(i),
    })(v),
});

export function isTokenClaims(value: unknown): value is TokenClaims {
  return claimsShape(value);
}
