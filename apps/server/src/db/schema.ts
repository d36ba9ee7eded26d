import type { Generated } from 'kysely';

/** Timestamps are ISO 8601 UTC strings in SQLite and timestamptz in PostgreSQL; read them through `toIso`. */
type Timestamp = string | Date;

export interface LanguagesTable {
  code: string;
  title: string;
}

export interface SalesRepsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomersTable {
  id: Generated<number>;
  company_name: string;
  subsidiary_id: number;
  sales_rep_id: number | null;
  referral_payout_tag_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerUsersTable {
  id: Generated<number>;
  customer_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  internal_id: string | null;
  invite_sent_at: Timestamp | null;
  unlocked_trainings: number;
  lang_code: string;
  password_hash: string | null;
  token_version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffUsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  lang_code: string;
  password_hash: string;
  token_version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type AccountKind = 'customer_user' | 'staff';

export interface PasswordTokensTable {
  id: Generated<number>;
  token_hash: string;
  account_kind: AccountKind;
  account_id: number;
  purpose: 'reset' | 'invite';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_kind: AccountKind | 'system';
  actor_id: number | null;
  action: string;
  subject_type: string;
  subject_id: number | null;
  details: string | null;
  created_at: Timestamp;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: Timestamp;
}

export interface Database {
  languages: LanguagesTable;
  sales_reps: SalesRepsTable;
  customers: CustomersTable;
  customer_users: CustomerUsersTable;
  staff_users: StaffUsersTable;
  password_tokens: PasswordTokensTable;
  audit_log: AuditLogTable;
  login_throttle: LoginThrottleTable;
  revoked_tokens: RevokedTokensTable;
}
