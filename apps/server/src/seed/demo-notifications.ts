import type { Db } from '../db/database.ts';

/**
 * Demo notifications: two published (they reach customers' bells), one draft that does not. The
 * pre-training notice is for US customers only (EU owners have no pre-training); both published
 * ones have a Spanish version.
 */
export const DEMO_NOTIFICATIONS = [
  {
    title: 'New pre-training videos',
    content: 'Fresh pre-training videos for the embroidery line are ready. Watch them before your live training.',
    link_url: '/training',
    link_text: 'Go to Pre-Training',
    is_external: 0,
    title_es: 'Nuevos videos de pre-capacitación',
    content_es:
      'Ya están listos los nuevos videos de pre-capacitación de la línea de bordado. Véalos antes de su capacitación en vivo.',
    link_text_es: 'Ir a Pre-capacitación',
    audience: 'us',
    published: true,
  },
  {
    title: 'Trade show discount',
    content: 'Take 20% off a trade show ticket with the code DECO20.',
    link_url: 'https://example.com/trade-show',
    link_text: 'Get a ticket',
    is_external: 1,
    title_es: 'Descuento para la feria',
    content_es: 'Obtenga un 20 % de descuento en una entrada para la feria con el código DECO20.',
    link_text_es: 'Conseguir una entrada',
    audience: 'all',
    published: true,
  },
  {
    title: 'Holiday support hours (draft)',
    content: 'Support hours over the holidays will be announced here.',
    link_url: null,
    link_text: null,
    is_external: 0,
    title_es: null,
    content_es: null,
    link_text_es: null,
    audience: 'all',
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
