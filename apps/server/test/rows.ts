/** Rows the harness and the benchmarks insert in bulk, with the columns they leave at their defaults. */

/** A company with no sales rep and no payout tag. */
export const companyRow = (company_name: string, subsidiary_id: number, now: string) => ({
  company_name,
  subsidiary_id,
  sales_rep_id: null,
  referral_payout_tag_id: null,
  created_at: now,
  updated_at: now,
});

/** A contact not yet invited, without a password, reading English. */
export const contactRow = (
  contact: {
    customer_id: number | null;
    first_name: string;
    last_name: string;
    email: string;
    phone?: string | null;
    internal_id?: string | null;
    unlocked_trainings?: number;
  },
  now: string,
) => ({
  phone: null,
  internal_id: null,
  unlocked_trainings: 0,
  ...contact,
  invite_sent_at: null,
  lang_code: 'en',
  password_hash: null,
  token_version: 0,
  created_at: now,
  updated_at: now,
});
