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
  /** The business system's own reference (migration 115); null for records staff entered. */
  external_id: string | null;
  company_name: string;
  subsidiary_id: number;
  sales_rep_id: number | null;
  referral_payout_tag_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The source's updated_at of the last upsert applied (migration 115); an older one is ignored. */
  source_updated_at: Timestamp | null;
}

export interface CustomerUsersTable {
  id: Generated<number>;
  /** The business system's own reference (migration 115); null for records staff entered. */
  external_id: string | null;
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
  /** The source's updated_at of the last upsert applied (migration 115); an older one is ignored. */
  source_updated_at: Timestamp | null;
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
  actor_kind: AccountKind | 'api_key' | 'system';
  actor_id: number | null;
  /** An API key's name when it wrote the row (migration 114); null for people and the system. */
  actor_name: string | null;
  action: string;
  subject_type: string;
  subject_id: number | null;
  details: string | null;
  created_at: Timestamp;
  /** The caller's address (migration 126); null for the system's own work. */
  ip_address: string | null;
  /** An update's changed fields as JSON `{field: [before, after]}` (migration 126). */
  changes: string | null;
  /** The impersonation a write was made in (migration 126): the staff member acted as an owner. */
  impersonation_id: number | null;
}

/** A staff member acting as an owner (migration 126, decision 124): why, as whom, from when to when. */
export interface ImpersonationsTable {
  id: Generated<number>;
  staff_user_id: number;
  customer_user_id: number | null;
  customer_id: number | null;
  reason: string;
  started_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
}

/** A business system's credential (decision 114): the key itself is never stored, only its sha256. */
export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  /** The key's first characters (`op_` and 8 more), to tell keys apart on the screen. */
  prefix: string;
  key_hash: string;
  /** Space-separated scopes, e.g. `orders:write catalog:write`. */
  scopes: string;
  created_by_staff_id: number | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface LoginThrottleTable {
  key: string;
  /** Attempts in the window not known to have succeeded (reserved before the password is checked). */
  failures: number;
  window_started_at: Timestamp;
  /** The account a pair or account row belongs to ('customer:email'); null on address rows. */
  account: string | null;
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
  /** The source's updated_at of the last upsert applied (migration 115); an older one is ignored. */
  source_updated_at: Timestamp | null;
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
  /** The source's updated_at of the last upsert applied (migration 115); an older one is ignored. */
  source_updated_at: Timestamp | null;
  /** The order's id in Shopify, for orders that came from it (migration 121). */
  shopify_order_id: string | null;
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
  /** When the company's contacts were told it shipped (migration 121): once per fulfilment. */
  shipment_notified_at: Timestamp | null;
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
  /** The business system's own reference (migration 115); null for records staff entered. */
  external_id: string | null;
  customer_id: number;
  document_number: string;
  type: string;
  status: string;
  memo: string | null;
  order_number: string | null;
  amount_cents: number;
  date: string;
  created_at: Timestamp;
  /** The source's updated_at of the last upsert applied (migration 115); an older one is ignored. */
  source_updated_at: Timestamp | null;
}

export interface GiftCardsTable {
  id: Generated<number>;
  /** The business system's own reference (migration 115); null for records staff entered. */
  external_id: string | null;
  customer_id: number;
  code: string;
  balance_cents: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The source's updated_at of the last upsert applied (migration 115); an older one is ignored. */
  source_updated_at: Timestamp | null;
}

export interface EventCodesTable {
  id: Generated<number>;
  customer_id: number;
  description: string;
  /** The Spanish description (migration 040), null when there is none. */
  description_es: string | null;
  discount_code: string;
  redeemed: number;
  claim_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The source's updated_at of the last upsert applied (migration 115); an older one is ignored. */
  source_updated_at: Timestamp | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  title: string;
  content: string;
  link_url: string | null;
  link_text: string | null;
  is_external: number;
  /** Spanish texts (migration 040); null when staff wrote English only. */
  title_es: string | null;
  content_es: string | null;
  link_text_es: string | null;
  /** Who sees it: 'all', 'us' or 'eu' customers (subsidiary 3 is EU). */
  audience: Generated<string>;
  /** Set for a notice to one company's contacts (a shipment, migration 121): not staff's, not broadcast. */
  customer_id: number | null;
  /** What a system notice is about (`shipment:<fulfilment id>`), unique; null for staff's. */
  source_key: string | null;
  published_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopifyWebhooksTable {
  id: Generated<number>;
  webhook_id: string;
  topic: string;
  payload: string;
  received_at: Timestamp;
  processed_at: Timestamp | null;
  outcome: string | null;
}

export interface NotificationReadsTable {
  notification_id: number;
  customer_user_id: number;
  read_at: Timestamp;
}

/** The job queue on SQLite (src/jobs/sqlite-job-store.ts); on PostgreSQL pg-boss keeps its own tables. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** The payload as JSON text. */
  data: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed';
  singleton_key: string | null;
  retry_limit: number;
  retry_count: number;
  start_after: string;
  started_at: string | null;
  expires_at: string | null;
  completed_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** A fixed-window counter per key (src/shared/request-limits.ts). */
export interface RequestLimitsTable {
  key: string;
  count: number;
  window_started_at: Timestamp;
}

export type FileKind = 'image' | 'pdf' | 'video' | 'captions';

/** A stored file's record; the bytes live in the storage driver under storage_key. */
export interface UploadedFilesTable {
  id: Generated<number>;
  storage_key: string;
  kind: FileKind;
  content_type: string;
  size_bytes: number;
  sha256: string;
  original_name: string | null;
  created_at: Timestamp;
}

/** A training-class template; the scheduling issue creates slots from it. */
export interface TrainingTemplatesTable {
  id: Generated<number>;
  name: string;
  topic: string;
  /** online | onsite | showroom */
  type: string;
  duration_minutes: number;
  capacity: number;
  lang_code: string;
  class_link: string | null;
  note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ResourceKind = 'resource' | 'post_training_resource';

/** A product's document in one language: an uploaded PDF (file_id) or a link (link_url), never both. */
export interface ProductResourcesTable {
  id: Generated<number>;
  product_id: number;
  lang_code: string;
  kind: ResourceKind;
  title: string;
  file_id: number | null;
  link_url: string | null;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type VideoKind = 'pre_training' | 'training' | 'post_training';

/** A training video's captions in one language (a WebVTT upload). */
export interface VideoCaptionsTable {
  id: Generated<number>;
  video_id: number;
  lang_code: string;
  file_id: number;
}

/** A video of one kind in one series (product group) and one language; source_file_id or source_url. */
export interface VideosTable {
  id: Generated<number>;
  kind: VideoKind;
  group_id: number;
  lang_code: string;
  title: string;
  description: string | null;
  position: number;
  duration_seconds: number;
  poster_file_id: number | null;
  source_file_id: number | null;
  source_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChecklistItemsTable {
  id: Generated<number>;
  video_id: number;
  position: number;
  text: string;
}

export interface QuizzesTable {
  id: Generated<number>;
  video_id: number;
  pass_mark_percent: number;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  quiz_id: number;
  position: number;
  text: string;
  /** 1: several answers may be correct (checkboxes); 0: exactly one (radio). */
  multiple: number;
}

export interface QuizAnswersTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text: string;
  is_correct: number;
}

/** Training progress per contact (migration 070). */
/**
 * A contact's progress in one video of a series, whatever language they watch it in: the step is the
 * series, the kind and the position that the video's versions share (decision 128).
 */
export interface VideoProgressTable {
  customer_user_id: number;
  group_id: number;
  kind: VideoKind;
  position: number;
  time_seconds: number;
  complete: number;
  /** The contact's first report of the video: how far they can have watched is counted from it. */
  started_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChecklistChecksTable {
  customer_user_id: number;
  checklist_item_id: number;
  checked_at: Timestamp;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  customer_user_id: number;
  quiz_id: number;
  /** The answers as sent, JSON. */
  answers: string;
  score: number;
  passed: number;
  created_at: Timestamp;
}

/** The pre-training warning acknowledged (and the vision warning with it), and the finish. */
export interface PretrainingStatesTable {
  customer_user_id: number;
  product_id: number;
  acknowledged_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface WarrantyConfirmationsTable {
  customer_user_id: number;
  product_id: number;
  confirmed_at: Timestamp;
}

export interface TrainingLocationsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  region: 'us' | 'eu';
  kind: 'online' | 'showroom';
  address: string | null;
  /** IANA zone of the location's clock (decision 129): America/New_York, Europe/Berlin. */
  time_zone: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TrainingSlotsTable {
  id: Generated<number>;
  location_id: number;
  template_id: number | null;
  group_id: number | null;
  machine_type_id: number | null;
  starts_at: Timestamp;
  duration_minutes: number;
  type_name: string;
  training_topic: string;
  lang_code: string;
  capacity: number;
  seats_taken: number;
  class_link: string | null;
  class_note: string | null;
  video_record_url: string | null;
  video_record_url_complete: number;
  /** The calendar invite's SEQUENCE: bumped when the class moves. */
  sequence: number;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TrainingAppointmentsTable {
  id: Generated<number>;
  slot_id: number;
  customer_id: number;
  customer_user_id: number;
  group_id: number;
  product_id: number | null;
  serial_number: string | null;
  phone: string;
  status: 'pending' | 'booked' | 'waitlisted' | 'cancelled' | 'attended' | 'no_show';
  sequence: number;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
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
  /** sha256 of the visitor (the link cookie's id, else the client address); null on visits from before. */
  visitor: string | null;
  /** The visit's UTC day, `YYYY-MM-DD`: one visit per link, visitor and day. */
  visit_day: string | null;
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
  /** sha256 of the canonical JSON of the request the key answered. */
  idempotency_request_hash: string | null;
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

/** An outgoing-webhook receiver (decision 118). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  /** JSON array of event types. */
  events: string;
  /** The signing secret sealed with AES-256-GCM (features/webhooks/secrets.ts). */
  secret_sealed: string;
  enabled: number;
  failing_since: Timestamp | null;
  disabled_for_failures_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  scheduled_attempt: number;
  next_attempt_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempted_at: Timestamp;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  manual: number;
}

export interface CustomerImportsTable {
  id: Generated<number>;
  staff_user_id: number;
  file_key: string;
  file_name: string;
  format: 'csv' | 'xlsx';
  /** The header row, a JSON array of strings. */
  columns: string;
  /** field -> column, JSON; fixed when the import starts. */
  mapping: string | null;
  /** The subsidiary the importing staff member is limited to; null: any (migration 124). */
  subsidiary_id: number | null;
  invite: number;
  status: 'uploaded' | 'queued' | 'running' | 'done' | 'failed';
  rows_total: number | null;
  rows_done: number;
  created_count: number;
  updated_count: number;
  unchanged_count: number;
  rejected_count: number;
  invite_count: number;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerImportRejectionsTable {
  id: Generated<number>;
  import_id: number;
  row_number: number;
  email: string | null;
  company_name: string | null;
  /** JSON: field -> the server's messages. */
  errors: string;
}

export interface CustomerImportMappingsTable {
  staff_user_id: number;
  mapping: string;
  updated_at: Timestamp;
}

export interface Database {
  customer_imports: CustomerImportsTable;
  customer_import_rejections: CustomerImportRejectionsTable;
  customer_import_mappings: CustomerImportMappingsTable;
  languages: LanguagesTable;
  sales_reps: SalesRepsTable;
  customers: CustomersTable;
  customer_users: CustomerUsersTable;
  staff_users: StaffUsersTable;
  password_tokens: PasswordTokensTable;
  audit_log: AuditLogTable;
  impersonations: ImpersonationsTable;
  api_keys: ApiKeysTable;
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
  jobs: JobsTable;
  request_limits: RequestLimitsTable;
  uploaded_files: UploadedFilesTable;
  training_templates: TrainingTemplatesTable;
  product_resources: ProductResourcesTable;
  videos: VideosTable;
  video_captions: VideoCaptionsTable;
  checklist_items: ChecklistItemsTable;
  quizzes: QuizzesTable;
  quiz_questions: QuizQuestionsTable;
  quiz_answers: QuizAnswersTable;
  video_progress: VideoProgressTable;
  checklist_checks: ChecklistChecksTable;
  quiz_attempts: QuizAttemptsTable;
  pretraining_states: PretrainingStatesTable;
  warranty_confirmations: WarrantyConfirmationsTable;
  training_locations: TrainingLocationsTable;
  training_slots: TrainingSlotsTable;
  training_appointments: TrainingAppointmentsTable;
  referral_payout_tags: ReferralPayoutTagsTable;
  machine_type_referral_tags: MachineTypeReferralTagsTable;
  referral_links: ReferralLinksTable;
  referral_visits: ReferralVisitsTable;
  referrals: ReferralsTable;
  referral_accounts: ReferralAccountsTable;
  webhook_endpoints: WebhookEndpointsTable;
  shopify_webhooks: ShopifyWebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
