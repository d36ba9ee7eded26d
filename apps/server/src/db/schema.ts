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

export interface GroupCategoriesTable {
  id: Generated<number>;
  name: string;
}

export interface ProductGroupsTable {
  id: Generated<number>;
  name: string;
  required: number;
  has_training: number;
  requires_rep_approval: number;
  category_id: number | null;
}

export interface MachineTypesTable {
  id: Generated<number>;
  name: string;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  netsuite_name: string | null;
  thumbnail: string | null;
  is_translation: number;
  has_videos: number;
  group_id: number | null;
  machine_type_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccessoriesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  thumbnail_path: string | null;
  shop_link: string | null;
  is_dashboard: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductAccessoriesTable {
  product_id: number;
  accessory_id: number;
}

export interface OrdersTable {
  id: Generated<number>;
  customer_id: number;
  order_number: string;
  /** yyyy-MM-dd, the business date of the order. */
  date: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FulfillmentsTable {
  id: Generated<number>;
  order_id: number;
  transaction_id: string;
  shipping_carrier: string | null;
  shipping_tracking: string | null;
  shipping_date: string | null;
  is_shipped: number;
  current_status: string;
  created_at: Timestamp;
}

export interface FulfillmentItemsTable {
  id: Generated<number>;
  fulfillment_id: number;
  product_id: number | null;
  item_name: string;
  description: string | null;
  serial_number: string | null;
  tier: string | null;
  qty: number;
}

export interface FulfillmentStatusesTable {
  id: Generated<number>;
  fulfillment_id: number;
  status: string;
  created_at: Timestamp;
}

export interface TransactionsTable {
  id: Generated<number>;
  customer_id: number;
  document_number: string;
  type: string;
  status: string;
  memo: string | null;
  order_number: string | null;
  amount_cents: number;
  date: string;
  created_at: Timestamp;
}

export interface GiftCardsTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  balance_cents: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventCodesTable {
  id: Generated<number>;
  customer_id: number;
  description: string;
  discount_code: string;
  redeemed: number;
  claim_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  title: string;
  content: string;
  link_url: string | null;
  link_text: string | null;
  is_external: number;
  published_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NotificationReadsTable {
  notification_id: number;
  customer_user_id: number;
  read_at: Timestamp;
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
  group_categories: GroupCategoriesTable;
  product_groups: ProductGroupsTable;
  machine_types: MachineTypesTable;
  products: ProductsTable;
  accessories: AccessoriesTable;
  product_accessories: ProductAccessoriesTable;
  orders: OrdersTable;
  fulfillments: FulfillmentsTable;
  fulfillment_items: FulfillmentItemsTable;
  fulfillment_statuses: FulfillmentStatusesTable;
  transactions: TransactionsTable;
  gift_cards: GiftCardsTable;
  event_codes: EventCodesTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  referral_payout_tags: ReferralPayoutTagsTable;
  machine_type_referral_tags: MachineTypeReferralTagsTable;
  referral_links: ReferralLinksTable;
  referral_visits: ReferralVisitsTable;
  referrals: ReferralsTable;
  referral_accounts: ReferralAccountsTable;
}

export interface ReferralPayoutTagsTable {
  id: Generated<number>;
  name: string;
  minimum_referrals: number;
  shop_products_reward_bp: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MachineTypeReferralTagsTable {
  id: Generated<number>;
  referral_payout_tag_id: number;
  machine_type_id: number;
  value_cents: number;
}

export interface ReferralLinksTable {
  id: Generated<number>;
  customer_id: number;
  product_family: string;
  code: string;
  created_at: Timestamp;
}

export interface ReferralVisitsTable {
  id: Generated<number>;
  referral_link_id: number;
  created_at: Timestamp;
}

export interface ReferralsTable {
  id: Generated<number>;
  referrer_id: number;
  customer_id: number | null;
  buyer_name: string | null;
  buyer_key: string | null;
  type: 'sale' | 'redemption';
  is_shopify_sale: number;
  order_number: string | null;
  invoice_memo_number: string | null;
  amount_cents: number;
  value_cents: number;
  balance_cents: number;
  machine_type_id: number | null;
  machine_type_value_cents: number | null;
  self_referral: number;
  approved: number;
  idempotency_key: string | null;
  created_by_staff_id: number | null;
  created_at: Timestamp;
}

export interface ReferralAccountsTable {
  customer_id: number;
  earned_cents: number;
  redeemed_cents: number;
  balance_cents: number;
  sales_count: number;
  orders_count: number;
  referred_customers_count: number;
  pending_approval_count: number;
  settled_referral_id: number | null;
  updated_at: Timestamp;
}
