import { z } from 'zod';
import { trainingResource, trainingVideo } from '../training/training.ts';
import { languageCode } from '../user.ts';

// Kept in a module without zod, so a screen that shows a product badge does not download the schema library.
export { isChromaLegacyProduct, isChromaProduct } from './chroma.ts';

export const ownedUnit = z.object({
  serial_number: z.string(),
  tier: z.string().nullable(),
  order_date: z.string(),
  order_number: z.string(),
});

export const productSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  netsuite_name: z.string().nullable(),
  thumbnail: z.string().nullable(),
  has_videos: z.boolean(),
  is_translation: z.boolean(),
  is_chroma: z.boolean(),
  is_chroma_legacy: z.boolean(),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The newest owned unit's serial number, tier and order date, for a one-line display. */
  serial_number: z.string(),
  tier: z.string().nullable(),
  order_date: z.string(),
  units: z.array(ownedUnit),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const accessory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  thumbnail_path: z.string().nullable(),
  shop_link: z.string().nullable(),
  is_dashboard: z.boolean(),
});
export type Accessory = z.infer<typeof accessory>;

export const PRODUCT_INCLUDES = [
  'post_training_videos',
  'training_videos',
  'pretraining',
  'accessories',
  'resources',
  'post_training_resources',
] as const;
export type ProductInclude = (typeof PRODUCT_INCLUDES)[number];

/** `include` is a comma-separated list of PRODUCT_INCLUDES. */
export const includeList = <const T extends readonly [string, ...string[]]>(allowed: T) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(allowed, { error: `The include may only name: ${allowed.join(', ')}.` })));

export const productDetailQuery = z.object({
  include: includeList(PRODUCT_INCLUDES),
  lang_code: languageCode.default('en'),
});

/** The lists `include` names, each in `lang_code` only (a video missing in that language is left out). */
export const productDetail = productSummary.extend({
  accessories: z.array(accessory).optional(),
  resources: z.array(trainingResource).optional(),
  post_training_resources: z.array(trainingResource).optional(),
  post_training_videos: z.array(trainingVideo).optional(),
  training_videos: z.array(trainingVideo).optional(),
  pretraining: z.array(trainingVideo).optional(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const accessoriesQuery = z.object({
  is_dashboard: z.enum(['0', '1'], { error: 'The is dashboard must be 0 or 1.' }).optional(),
});
