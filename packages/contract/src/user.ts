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

/** The claims of the login token: its kind, the user and, for a customer, the customer part. */
export const tokenClaims = z.object({
  typ: z.enum(TOKEN_TYPES),
  sub: z.string(),
  ver: z.number().int(),
  jti: z.string(),
  iat: z.number(),
  exp: z.number(),
  user: tokenUserPart,
  customer: tokenCustomerPart.nullable(),
  /**
   * The staff user acting, on impersonation tokens; `ver` is their token version, so their password
   * change ends it, and `sid` the jti of the staff session that started it, so signing that out ends it.
   * `read_only`: started by a read-only role; every request but a read is refused. `imp`: the
   * impersonation's record (its reason, start and end), which every write made with the token names.
   */
  act: z
    .object({
      id: z.number().int(),
      email: z.string(),
      ver: z.number().int(),
      sid: z.string(),
      read_only: z.boolean().optional(),
      imp: z.number().int().optional(),
    })
    .optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;
