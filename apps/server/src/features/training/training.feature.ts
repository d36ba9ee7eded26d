import type { ProductTraining } from '../products/products.feature.ts';
import { featureRoutes } from '../../shared/feature-routes.ts';
import { adminVideosRoutes } from './admin-videos.routes.ts';
import { contactTrainingRoutes } from './contact-training.routes.ts';
import { postTrainingRoutes } from './post-training.routes.ts';
import { pretrainingRoutes } from './pretraining.routes.ts';
import { warrantyConfirmedAt } from './training.repository.ts';
import { postTrainingOpen, seriesVideos } from './videos.repository.ts';
import { videosRoutes } from './videos.routes.ts';

/** Pre- and post-training: videos with progress, checklists, quizzes, the warranty; staff's video lists. */
export const trainingFeature = featureRoutes(
  pretrainingRoutes,
  postTrainingRoutes,
  videosRoutes,
  contactTrainingRoutes,
  adminVideosRoutes,
);

/** What a product's page shows of its training. */
export const productTraining: ProductTraining = { seriesVideos, warrantyConfirmedAt, postTrainingOpen };

export { companyProductTraining, hasFinishedPretraining, seriesHasPretraining } from './training.repository.ts';
export { writeVideo } from './admin-videos.repository.ts';
