import { z } from 'zod';
import { idNumber } from '../params.ts';
import { MACHINE_TYPES_PAGE_SIZE, SERIES_PAGE_SIZE } from '../constants.ts';
import { accessory } from './catalog.ts';
import { RESOURCE_KINDS, TRAINING_TYPES } from '../content/content.ts';
import { listQuery, listQueryOfSize, paged } from '../paging.ts';
import { languageCode } from '../user.ts';
import { blankToNull, fieldLabel, optionalId, requiredMessage, requiredText } from '../validation.ts';

/** Admin content API bodies and replies (docs/content-model.md). */

const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());
/** A flag: a boolean, or 1/0 for true/false. */
export const flag = (field: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: `${fieldLabel(field)} must be true or false.` })
    .transform((v) => v === true || v === 1)
    .default(false);

/** A thumbnail is a served file (/api/files/…) or an app asset (/catalog/…); never an outside address. */
export const INVALID_THUMBNAIL = 'The thumbnail must be an uploaded image.';
const thumbnailField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(512)
    .regex(/^\/(api\/files|catalog)\/[\w./-]+$/, { error: INVALID_THUMBNAIL })
    .meta({ examples: ['/api/files/images/3f2c8a4e.webp'] })
    .nullable()
    .optional(),
);
export const HTTPS_ONLY = (field: string) => `${fieldLabel(field)} must be an https:// address.`;
export const httpsUrl = (field: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(1024)
      .regex(/^https:\/\/[^\s]+$/i, { error: HTTPS_ONLY(field) })
      .nullable()
      .optional(),
  );

// ---- product resources
export const productResource = z.object({
  id: z.number().int(),
  lang_code: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  url: z.string(),
  is_file: z.boolean(),
});
export type ProductResource = z.infer<typeof productResource>;

export const RESOURCE_NEEDS_ONE_SOURCE = 'Give either an uploaded PDF or a link, not both.';
export const resourceBody = z
  .object({
    title: requiredText('title'),
    lang_code: languageCode,
    kind: z.enum(RESOURCE_KINDS, { error: 'The kind must be resource or post_training_resource.' }).default('resource'),
    file_id: optionalId('file_id'),
    link_url: httpsUrl('link_url'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.file_id ? 1 : 0) + (v.link_url ? 1 : 0) !== 1)
      ctx.addIssue({ code: 'custom', path: ['file_id'], message: RESOURCE_NEEDS_ONE_SOURCE });
  });
export type ResourceBody = z.infer<typeof resourceBody>;
export const productResourceReply = z.object({ data: productResource });

// ---- products
export const PRODUCT_ORDER_COLUMNS = ['id', 'display_name', 'name', 'created_at'] as const;
export const adminProductListQuery = listQuery(PRODUCT_ORDER_COLUMNS).extend({ lang_code: languageCode.default('en') });

export const adminProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  netsuite_name: z.string().nullable(),
  thumbnail: z.string().nullable(),
  is_translation: z.boolean(),
  has_videos: z.boolean(),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  machine_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  accessories: z.array(accessory),
  /** In the asked lang_code; both kinds. */
  resources: z.array(productResource),
  owners_count: z.number().int(),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductList = paged(adminProduct);
export const adminProductReply = z.object({ data: adminProduct });

export const productBody = z
  .object({
    display_name: requiredText('display_name'),
    name: requiredText('name'),
    netsuite_name: optionalText(255),
    thumbnail: thumbnailField,
    is_translation: flag('is_translation'),
    group_id: optionalId('group_id'),
    machine_type_id: optionalId('machine_type_id'),
    accessory_ids: z.array(idNumber(), { error: 'The accessory ids must be a list of ids.' }).max(100).default([]),
  })
  .strict();
export type ProductBody = z.infer<typeof productBody>;
export const productOwned = (owners: number) =>
  `This product is owned by ${owners} ${owners === 1 ? 'customer' : 'customers'} and cannot be deleted.`;

// ---- accessories
export const ACCESSORY_ORDER_COLUMNS = ['id', 'name', 'created_at'] as const;
export const adminAccessoryListQuery = listQuery(ACCESSORY_ORDER_COLUMNS).extend({
  lang_code: languageCode.default('en'),
});
export const adminAccessory = accessory.extend({ products_count: z.number().int(), created_at: z.string() });
export const adminAccessoryList = paged(adminAccessory);
export const adminAccessoryReply = z.object({ data: adminAccessory });
export const accessoryBody = z
  .object({
    name: requiredText('name'),
    description: optionalText(2000),
    thumbnail_path: thumbnailField,
    shop_link: httpsUrl('shop_link'),
    is_dashboard: flag('is_dashboard'),
  })
  .strict();
export type AccessoryBody = z.infer<typeof accessoryBody>;

// ---- series (product groups) and their categories
export const groupListQuery = listQueryOfSize(['id', 'name'], SERIES_PAGE_SIZE);
export const adminGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  required: z.boolean(),
  has_training: z.boolean(),
  requires_rep_approval: z.boolean(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  products_count: z.number().int(),
  videos_count: z.number().int(),
});
export type AdminGroup = z.infer<typeof adminGroup>;
export const adminGroupList = paged(adminGroup);
export const adminGroupReply = z.object({ data: adminGroup });
export const groupBody = z
  .object({
    name: requiredText('name'),
    required: flag('required'),
    has_training: flag('has_training'),
    requires_rep_approval: flag('requires_rep_approval'),
    category_id: optionalId('category_id'),
    /** Names an existing category (by its exact name); an unknown name is refused, so a typo makes none. */
    category_name: optionalText(255),
    /** Makes a category of this name (or takes the one of exactly this name): the form's explicit "New category". */
    new_category_name: optionalText(255),
  })
  .strict();
export type GroupBody = z.infer<typeof groupBody>;

/** A series' category_name that names no category (decision 129): a new one is asked for by new_category_name. */
export const UNKNOWN_CATEGORY = 'No category has this name: choose one from the list, or add it as a new category.';

export const categoryListQuery = groupListQuery;
export const adminCategory = z.object({ id: z.number().int(), name: z.string(), groups_count: z.number().int() });
export const adminCategoryList = paged(adminCategory);
export const adminCategoryReply = z.object({ data: adminCategory });
export const nameBody = z.object({ name: requiredText('name') }).strict();

export const machineTypeListQuery = listQueryOfSize(['id', 'name'], MACHINE_TYPES_PAGE_SIZE);
export const adminMachineType = z.object({ id: z.number().int(), name: z.string(), products_count: z.number().int() });
export const adminMachineTypeList = paged(adminMachineType);
export const adminMachineTypeReply = z.object({ data: adminMachineType });

/** The 422 of deleting something still in use. */
export const stillUsed = (what: string, count: number, one: string, many = one.endsWith('s') ? one : `${one}s`) =>
  `This ${what} is still used by ${count} ${count === 1 ? one : many}.`;

// ---- training-class templates
export const templateListQuery = listQueryOfSize(['id', 'name', 'topic', 'lang_code'], MACHINE_TYPES_PAGE_SIZE);
export const adminTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  topic: z.string(),
  type: z.enum(TRAINING_TYPES),
  duration_minutes: z.number().int(),
  capacity: z.number().int(),
  lang_code: z.string(),
  class_link: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminTemplate = z.infer<typeof adminTemplate>;
export const adminTemplateList = paged(adminTemplate);
export const adminTemplateReply = z.object({ data: adminTemplate });
const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: () => requiredMessage(field) })
    .int({ error: `${fieldLabel(field)} must be a whole number.` })
    .min(min, { error: `${fieldLabel(field)} must be at least ${min}.` })
    .max(max, { error: `${fieldLabel(field)} may not be greater than ${max}.` });
export const templateBody = z
  .object({
    name: requiredText('name'),
    topic: requiredText('topic'),
    type: z.enum(TRAINING_TYPES, { error: 'The type must be online, onsite or showroom.' }),
    duration_minutes: wholeNumber('duration_minutes', 15, 24 * 60),
    capacity: wholeNumber('capacity', 1, 500),
    lang_code: languageCode,
    class_link: httpsUrl('class_link'),
    note: optionalText(2000),
  })
  .strict();
export type TemplateBody = z.infer<typeof templateBody>;
