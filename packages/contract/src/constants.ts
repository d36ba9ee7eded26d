/** Business constants. */
export const DASHBOARD_PRODUCT_LIMIT = 4;
export const SEARCH_DEBOUNCE_MS = 500;
export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_SWIPE_THRESHOLD = 50;
export const ERROR_NOTIFICATION_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const ADMIN_PAGE_SIZE = 15;
export const SERIES_PAGE_SIZE = 100;
export const MACHINE_TYPES_PAGE_SIZE = 1000;
export const MAX_PAGE_SIZE = 1000;
/** The longest search a list accepts (characters); the search box stops there and the server refuses more. */
export const SEARCH_MAX_LENGTH = 200;
export const FULFILMENT_STEPS = ['ordered', 'picked', 'packed', 'shipped'] as const;
export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGE_CODES = ['en', 'es'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const PASSWORD_MASK = '\u2022'.repeat(19);
export const FREE_TRIAL_DAYS = 14;
export const TICKET_DISCOUNT_PERCENT = 20;
export const PROMO_DISCOUNT_CODE = 'DECO20';
export const ONSITE_TRAINING_HOURS = 10;
export const LEGACY_UPGRADE_SAVING_DOLLARS = 2000;
export const TOOLTIP_MAX_WIDTH_PX = 700;
export const TRAINING_TIME_ZONE = 'America/New_York';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Who a notification is for: every customer, or only US or only EU (subsidiary 3) ones. Here, not
 * in notifications.ts, so the web app reads it without loading zod.
 */
export const NOTIFICATION_AUDIENCES = ['all', 'us', 'eu'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];
