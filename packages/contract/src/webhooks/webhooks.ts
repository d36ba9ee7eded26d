import { z } from 'zod';
import { idParam } from '../params.ts';
import { listQuery, paged } from '../paging.ts';
import { hasControlCharacter } from '../validation-rules.ts';

/** What the portal tells other systems about: each outgoing webhook's `type`. */
export const WEBHOOK_EVENTS = [
  'contact.created',
  'training.booked',
  'training.cancelled',
  'training.attended',
  'pretraining.finished',
  'warranty.confirmed',
  'referral.earned',
  'referral.redeemed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The longest endpoint URL stored. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'The url field is required.',
  urlInvalid: 'The url must be a full web address such as https://hooks.example.com/portal.',
  urlTooLong: `The url may not be greater than ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  urlCredentials: 'The url must not contain a user name or password.',
  urlHttps: 'The url must use https.',
  urlUnresolved: "The url's host could not be found.",
  urlPrivate: 'The url must not point to a private, loopback or link-local address.',
  eventsRequired: 'Choose at least one event.',
  eventUnknown: `Each event must be one of: ${WEBHOOK_EVENTS.join(', ')}.`,
  enabledBoolean: 'The enabled field must be true or false.',
  endpointDisabled: 'The endpoint is disabled: enable it before retrying a delivery.',
} as const;

/** Where deliveries go: an absolute http(s) URL without credentials or fragment. Whether http or the host is allowed is the server's to say. */
export const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_MESSAGES.urlRequired, abort: true })
  .max(WEBHOOK_URL_MAX_LENGTH, { error: WEBHOOK_MESSAGES.urlTooLong, abort: true })
  .refine((v) => !hasControlCharacter(v) && isWebAddress(v), { error: WEBHOOK_MESSAGES.urlInvalid, abort: true })
  .refine(hasNoCredentials, { error: WEBHOOK_MESSAGES.urlCredentials })
  .meta({ examples: ['https://hooks.example.com/portal'] });

/** scheme, optional user info, host (a name or a bracketed IPv6 address), optional port, then path and query; no fragment. */
const WEB_ADDRESS =
  /^https?:\/\/(?<userinfo>[^@/?#\s]*@)?(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)(?::(?<port>\d{1,5}))?(?:[/?][^#\s]*)?$/i;

function isWebAddress(text: string): boolean {
  const match = WEB_ADDRESS.exec(text);
  return match !== null && Number(match.groups?.port ?? 1) <= 65535;
}

function hasNoCredentials(text: string): boolean {
  return WEB_ADDRESS.exec(text)?.groups?.userinfo === undefined;
}

export const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventUnknown }), { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, { error: WEBHOOK_MESSAGES.eventsRequired })
  .max(WEBHOOK_EVENTS.length * 4)
  // Stored once each, in the catalogue's order, whatever order or repeats the request had.
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)))
  .meta({ examples: [['contact.created', 'training.booked']] });

/** POST /api/admin/webhooks. */
export const webhookCreateBody = z.object({ url: webhookUrl, events: webhookEvents }).strict();
export type WebhookCreateBody = z.input<typeof webhookCreateBody>;

/** PUT /api/admin/webhooks/{id}: what is sent changes, what is left out stays. */
export const webhookUpdateBody = z
  .object({
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    enabled: z.boolean({ error: WEBHOOK_MESSAGES.enabledBoolean }).optional(),
  })
  .strict();
export type WebhookUpdateBody = z.input<typeof webhookUpdateBody>;

export const webhookItem = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Since when every attempt has failed (null while the last one succeeded). */
  failing_since: z.string().nullable(),
  /** When it was disabled because its deliveries failed for a day (null: enabled, or disabled by staff). */
  disabled_for_failures_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookItem>;

/** The secret receivers verify signatures with: `whsec_` and the base64 of its random bytes. */
export const webhookSecret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/)
  .meta({ examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] });

export const webhookReply = z.object({ data: webhookItem });
/** A create's reply: the only time the secret is shown. */
export const webhookCreatedReply = z.object({ data: webhookItem, secret: webhookSecret });
export type WebhookCreated = z.infer<typeof webhookCreatedReply>;

export const WEBHOOK_ORDER_COLUMNS = ['id', 'url', 'created_at'] as const;
export const webhookListQuery = listQuery(WEBHOOK_ORDER_COLUMNS);
export const webhookList = paged(webhookItem);

export const webhookAttempt = z.object({
  attempted_at: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused address, timeout, connection error). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  /** Made because staff asked (retry), not by the schedule. */
  manual: z.boolean(),
});

export const webhookDelivery = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  message_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  created_at: z.string(),
  /** When the schedule tries next (pending only). */
  next_attempt_at: z.string().nullable(),
  /** Oldest first. */
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

/** Newest first, always; a status narrows it. */
export const webhookDeliveryListQuery = listQuery(['id'] as const)
  .pick({ page: true, per_page: true })
  .extend({
    status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'The status must be pending, delivered or failed.' }).optional(),
  });
export const webhookDeliveryList = paged(webhookDelivery);
export const webhookDeliveryReply = z.object({ data: webhookDelivery });

/** `/admin/webhooks/:id/deliveries/:deliveryId/retry`. */
export const webhookDeliveryParams = z.object({ id: idParam, deliveryId: idParam });
