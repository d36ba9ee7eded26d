/** An impersonation's reason: a short text, required (decision 124). Zod-free, so the web's dialog can read it. */
export const IMPERSONATION_REASON_MIN = 3;
export const IMPERSONATION_REASON_MAX = 500;
