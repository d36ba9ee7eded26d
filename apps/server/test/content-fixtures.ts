import type { Db } from '../src/db/database.ts';
import { nowIso } from '../src/db/database.ts';

/**
 * Ids for the content rows of the route-access table. Deletes that every caller may reach are
 * refused in use (an owned product, a series with products), so each caller meets the same record;
 * the admin-only deletes get one disposable record each.
 */
export interface ContentFixtures {
  ownedProductId: number;
  groupInUseId: number;
  categoryInUseId: number;
  machineTypeInUseId: number;
  spareAccessoryId: number;
  spareTemplateId: number;
  spareResource: { productId: number; id: number };
  spareVideoIds: Record<'pre_training' | 'training' | 'post_training', number>;
}

export async function contentFixtures(db: Db): Promise<ContentFixtures> {
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };
  const product = await db
    .selectFrom('products')
    .select(['id', 'group_id', 'machine_type_id'])
    .where('name', '=', 'persona pro 1501')
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom('product_groups')
    .select(['id', 'category_id'])
    .where('id', '=', product.group_id!)
    .executeTakeFirstOrThrow();
  const accessory = await db
    .insertInto('accessories')
    .values({
      name: 'Spare accessory',
      description: null,
      thumbnail_path: null,
      shop_link: null,
      is_dashboard: 0,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const template = await db
    .insertInto('training_templates')
    .values({
      name: 'Spare',
      topic: 'Spare',
      type: 'online',
      duration_minutes: 60,
      capacity: 1,
      lang_code: 'en',
      class_link: null,
      note: null,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const resource = await db
    .insertInto('product_resources')
    .values({
      product_id: product.id,
      lang_code: 'en',
      kind: 'resource',
      title: 'Spare',
      file_id: null,
      link_url: 'https://example.com/x',
      position: 99,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const video = async (kind: 'pre_training' | 'training' | 'post_training') =>
    (
      await db
        .insertInto('videos')
        .values({
          kind,
          group_id: group.id,
          lang_code: 'en',
          title: `Spare ${kind}`,
          description: null,
          position: 99,
          duration_seconds: 1,
          poster_file_id: null,
          source_file_id: null,
          source_url: 'https://vimeo.com/1',
          ...stamps,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    ownedProductId: product.id,
    groupInUseId: group.id,
    categoryInUseId: group.category_id!,
    machineTypeInUseId: product.machine_type_id!,
    spareAccessoryId: accessory.id,
    spareTemplateId: template.id,
    spareResource: { productId: product.id, id: resource.id },
    spareVideoIds: {
      pre_training: await video('pre_training'),
      training: await video('training'),
      post_training: await video('post_training'),
    },
  };
}
