import type { Db } from '../db/database.ts';

/** Demo notifications: two published (they reach customers' bells), one draft that does not. */
export const DEMO_NOTIFICATIONS = [
  {
    title: 'New pre-training videos',
    content: 'Fresh pre-training videos for the embroidery line are ready. Watch them before your live training.',
    link_url: '/training',
    link_text: 'Go to Pre-Training',
    is_external: 0,
    published: true,
  },
  {
    title: 'Trade show discount',
    content: 'Take 20% off a trade show ticket with the code DECO20.',
    link_url: 'https://example.com/trade-show',
    link_text: 'Get a ticket',
    is_external: 1,
    published: true,
  },
  {
    title: 'Holiday support hours (draft)',
    content: 'Support hours over the holidays will be announced here.',
    link_url: null,
    link_text: null,
    is_external: 0,
    published: false,
  },
] as const;

export async function seedDemoNotifications(db: Db): Promise<void> {
  const admin = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirst();
  const base = Date.now() - DEMO_NOTIFICATIONS.length * 60_000;
  await db
    .insertInto('notifications')
    .values(
      DEMO_NOTIFICATIONS.map(({ published, ...n }, i) => {
        const at = new Date(base + i * 60_000).toISOString();
        return {
          ...n,
          published_at: published ? at : null,
          created_by: admin?.id ?? null,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
}
