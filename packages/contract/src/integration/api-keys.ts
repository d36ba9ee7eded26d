import { z } from 'zod';
import { listQuery } from '../paging.ts';
import { requiredText } from '../validation.ts';

/** What a business system's key may write (decision 114); each integration operation needs one. */
export const API_KEY_SCOPES = [
  'customers:write',
  'orders:write',
  'transactions:write',
  'giftcards:write',
  'events:write',
  'referrals:write',
  'catalog:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with it, so a key pasted where a sign-in token goes is told apart at once. */
export const API_KEY_PREFIX = 'op_';

/** A key as listed: never the key itself, only its first characters. */
export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** `op_` and the key's next 8 characters. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;
/** GET admin/api-keys: the keys not revoked, paged, searched by name or prefix; newest first unless asked. */
export const apiKeyListQuery = listQuery(['name', 'created_at', 'last_used_at']);

export const SCOPES_REQUIRED = 'Choose at least one scope.';
export const INVALID_SCOPE = `A scope must be one of ${API_KEY_SCOPES.join(', ')}.`;
export const EXPIRY_IN_PAST = 'The expiry must be in the future.';

/** POST admin/api-keys. */
export const apiKeyCreateBody = z
  .object({
    name: requiredText('name', 255),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: INVALID_SCOPE }), { error: SCOPES_REQUIRED })
      .min(1, { error: SCOPES_REQUIRED })
      .max(API_KEY_SCOPES.length)
      .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
    expires_at: z.iso
      .datetime({ offset: true, error: 'The expiry must be a date and time, e.g. 2027-01-31T00:00:00Z.' })
      .nullable()
      .optional(),
  })
  .strict();
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBody>;

/** The reply of a create: the key, shown this once. */
export const apiKeyCreated = z.object({ data: apiKey, key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

/** 403 on an integration route the key has no scope for. */
export const missingScopeMessage = (scope: ApiKeyScope) => `This API key does not have the ${scope} scope.`;
/** 429 once a key has sent more than its requests a minute. */
export const API_KEY_RATE_LIMITED = 'Too many requests for this API key. Try again later.';
