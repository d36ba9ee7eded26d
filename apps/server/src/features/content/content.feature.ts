import { featureRoutes } from '../../shared/feature-routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';

/** Uploaded files: staff upload them, everyone allowed is served them. */
export const contentFeature = featureRoutes(uploadsRoutes);

export { CONTENT_AREAS } from './content-areas.ts';
export { demoFileRow, syncDemoMedia } from './demo-media.ts';
