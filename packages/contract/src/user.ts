import { z } from 'zod';
import { LANGUAGE_CODES } from './constants.ts';

export const languageCode = z.enum(LANGUAGE_CODES, { error: 'The selected lang code is invalid.' });

export const tokenUserPart = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  lang_code: z.string(),
  role: z.string(),
});

export const tokenCustomerPart = z.object({
  id: z.number().int(),
  company_name: z.string(),
  subsidiary_id: z.number().int(),
  sales_rep_name: z.string().nullable(),
  sales_rep_email: z.string().nullable(),
  sales_rep_phone: z.string().nullable(),
  unlocked_trainings: z.number().int(),
});

export const TOKEN_TYPES = ['customer', 'staff', 'impersonation'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

/** The claims of the login token (SPEC points 3 and 7; DESIGN "Tokens"). */
export const tokenClaims = z.object({
  typ: z.enum(TOKEN_TYPES),
  sub: z.string(),
  ver: z.number().int(),
  jti: z.string(),
  iat: z.number(),
  exp: z.number(),
  user: tokenUserPart,
  customer: tokenCustomerPart.nullable(),
  /** The staff user acting, on impersonation tokens; `ver` is their token version, so their password change ends it. */
  act: z.object({ id: z.number().int(), email: z.string(), ver: z.number().int() }).optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

/** The current user: the merge of the token's user and customer parts (SPEC point 3). */
export interface CurrentUser {
  first_name: string;
  last_name: string;
  email: string;
  lang_code: string;
  role: string;
  subsidiary_id: number | null;
  sales_rep_name: string | null;
  sales_rep_email: string | null;
  sales_rep_phone: string | null;
  unlocked_trainings: number;
  customer_id: number | null;
  company_name: string | null;
}

export function currentUserFromClaims(claims: Pick<TokenClaims, 'user' | 'customer'>): CurrentUser {
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
