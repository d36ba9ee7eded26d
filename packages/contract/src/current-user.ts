import type { TokenClaims } from './user.ts';

// No zod here (types only), so the web app's sign-in bundle can read a token without the schemas.

/** The current user: the token's user part merged with its customer part (staff have none). */
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
