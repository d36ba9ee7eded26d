import type { ProductDetail, ProductInclude, ProductSummary } from '@owner-portal/contract/products/catalog';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import {
  isRiWarrantyProduct,
  WARRANTY_REQUIRED_MESSAGE,
  type TrainingVideo,
} from '@owner-portal/contract/training/training';
import type { Db } from '../../db/database.ts';
import type { VideoKind } from '../../db/schema.ts';
import type { AuthContext } from '../../plugins/access.ts';
import type { FileUrls } from '../../plugins/file-urls.ts';
import { forbidden, HttpError } from '../../plugins/http-errors.ts';
import { accessoriesForProduct } from './accessories.repository.ts';
import { productResources } from './resources.repository.ts';

const VIDEO_KINDS: Partial<Record<ProductInclude, VideoKind>> = {
  pretraining: 'pre_training',
  training_videos: 'training',
  post_training_videos: 'post_training',
};

/**
 * What a product's page shows of its training, given by the training feature when the app is
 * composed (training builds on products, so products does not import it).
 */
export interface ProductTraining {
  seriesVideos(
    db: Db,
    options: { userId: number; groupId: number; kind: VideoKind; lang: string; fileUrls: FileUrls },
  ): Promise<TrainingVideo[]>;
  warrantyConfirmedAt(db: Db, userId: number, productId: number): Promise<string | null>;
  /** False while a Ri 1000/2000 of the series waits for the contact's warranty confirmation. */
  postTrainingOpen(db: Db, caller: { customerId: number | null; userId: number }, groupId: number): Promise<boolean>;
}

/**
 * Fills the lists `include` names, in `lang` only, their files' URLs signed for this reader.
 * Subsidiary 3 is refused pre-training; the Ri 1000/2000's post-training videos and resources wait
 * for the warranty confirmation.
 */
export async function withIncludes(
  { seriesVideos, warrantyConfirmedAt, postTrainingOpen }: ProductTraining,
  { db, fileUrls }: { db: Db; fileUrls: FileUrls },
  auth: AuthContext,
  product: ProductSummary,
  includes: ProductInclude[],
  lang: string,
): Promise<ProductDetail> {
  const detail: ProductDetail = { ...product };
  const caller = { customerId: auth.customerId, userId: auth.accountId };
  // The lists are independent reads: on PostgreSQL they run side by side on the pool, one round trip
  // of waiting instead of one per list.
  await Promise.all(
    includes.map(async (include) => {
      const kind = VIDEO_KINDS[include];
      if (kind) {
        if (kind === 'pre_training' && isEuropeanSubsidiary(auth.subsidiaryId)) throw forbidden();
        if (!product.group) {
          detail[include as 'pretraining'] = [];
          return;
        }
        const groupId = product.group.id;
        if (kind === 'post_training' && !(await postTrainingOpen(db, caller, groupId)))
          throw new HttpError(403, WARRANTY_REQUIRED_MESSAGE);
        detail[include as 'pretraining'] = await seriesVideos(db, {
          userId: auth.accountId,
          groupId,
          kind,
          lang,
          fileUrls,
        });
      } else if (include === 'accessories') detail.accessories = await accessoriesForProduct(db, product.id);
      else if (include === 'resources')
        detail.resources = await productResources(db, fileUrls, product.id, 'resource', lang);
      else if (include === 'post_training_resources') {
        if (isRiWarrantyProduct(product.name) && !(await warrantyConfirmedAt(db, auth.accountId, product.id)))
          throw new HttpError(403, WARRANTY_REQUIRED_MESSAGE);
        detail.post_training_resources = await productResources(
          db,
          fileUrls,
          product.id,
          'post_training_resource',
          lang,
        );
      }
    }),
  );
  return detail;
}
