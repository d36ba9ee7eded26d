import { z } from 'zod';
import { idNumber } from '../params.ts';
import { paged, listQuery } from '../paging.ts';
import { isHttpsUrl, isSameSitePath } from '../links.ts';
import { blankToNull, requiredMessage, requiredText } from '../validation.ts';
import { languageCode } from '../user.ts';

import { NOTIFICATION_AUDIENCES } from '../constants.ts';

export { NOTIFICATION_AUDIENCES };
export type { NotificationAudience } from '../constants.ts';

/** What a customer's bell shows. */
export const notificationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  link_url: z.string().nullable(),
  link_text: z.string().nullable(),
  is_external: z.boolean(),
  /** The language title, content and link text are in: the reader's, or en when staff wrote no Spanish. */
  lang: languageCode,
});
export type Notification = z.infer<typeof notificationItem>;
export const notificationBell = z.object({ data: z.array(notificationItem) });
/** GET notifications: lang_code picks the texts' language (default: the caller's stored language). */
export const notificationBellQuery = z.object({ lang_code: languageCode.optional() });

/** PATCH notifications/read: the ids to mark read; ids of unpublished or unknown notifications are ignored. */
export const notificationReadBody = z
  .object({
    ids: z
      .array(idNumber({ error: 'Each id must be a whole number.' }), {
        error: () => requiredMessage('ids'),
      })
      .max(500),
  })
  .strict();
export const notificationReadReply = z.object({ data: z.object({ read_ids: z.array(z.number().int()) }) });

/** The admin list adds the publication state. */
export const adminNotificationItem = notificationItem.omit({ lang: true }).extend({
  title_es: z.string().nullable(),
  content_es: z.string().nullable(),
  link_text_es: z.string().nullable(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotificationItem>;
export const NOTIFICATION_ORDER_COLUMNS = ['id', 'title', 'published_at', 'created_at'] as const;
export const notificationListQuery = listQuery(NOTIFICATION_ORDER_COLUMNS);
export const adminNotificationList = paged(adminNotificationItem);
export const adminNotificationReply = z.object({ data: adminNotificationItem });

export const INVALID_INTERNAL_LINK = 'An internal link must be a path on this site starting with a single /.';
export const INVALID_EXTERNAL_LINK = 'An external link must be an https:// address.';

/** POST admin/notifications and PUT admin/notifications/{id}. Content is plain text, shown as text. */
export const notificationBody = z
  .object({
    title: requiredText('title'),
    content: requiredText('content', 5000),
    link_url: z.preprocess(blankToNull, z.string().trim().max(2048).nullable().optional()),
    link_text: z.preprocess(blankToNull, z.string().trim().max(255).nullable().optional()),
    /** A boolean; 1 and 0 are accepted too. */
    is_external: z
      .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'The is external field must be true or false.' })
      .transform((v) => v === true || v === 1)
      .default(false),
    /** Spanish texts, optional: a Spanish reader gets them when given, else the English ones. */
    title_es: z.preprocess(blankToNull, z.string().trim().max(255).nullable().optional()),
    content_es: z.preprocess(blankToNull, z.string().trim().max(5000).nullable().optional()),
    link_text_es: z.preprocess(blankToNull, z.string().trim().max(255).nullable().optional()),
    audience: z.enum(NOTIFICATION_AUDIENCES, { error: 'The audience must be one of: all, us, eu.' }).default('all'),
  })
  .strict()
  .refine((b) => !b.link_url || !!b.link_text, { path: ['link_text'], error: requiredMessage('link_text') })
  // Internal links open in the portal, external ones leave it: each kind has its own shape (docs/security.md).
  .refine((b) => !b.link_url || (b.is_external ? isHttpsUrl(b.link_url) : isSameSitePath(b.link_url)), {
    path: ['link_url'],
    error: (issue) =>
      (issue.input as { is_external?: boolean }).is_external ? INVALID_EXTERNAL_LINK : INVALID_INTERNAL_LINK,
  })
  // A Spanish version is whole: a title without content (or the reverse) would mix languages.
  .refine((b) => !b.content_es || !!b.title_es, { path: ['title_es'], error: requiredMessage('title_es') })
  .refine((b) => !b.title_es || !!b.content_es, { path: ['content_es'], error: requiredMessage('content_es') });
export type NotificationBody = z.infer<typeof notificationBody>;
