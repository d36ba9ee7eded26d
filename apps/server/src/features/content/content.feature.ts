import { featureRoutes } from '../../shared/feature-routes.ts';
import { resumableUploadsRoutes } from './resumable-uploads.routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';

/** Uploaded files: staff upload them, everyone allowed is served them. */
export const contentFeature = featureRoutes(uploadsRoutes, resumableUploadsRoutes);

export { CONTENT_AREAS } from './content-areas.ts';
export { demoFileRow, syncDemoMedia } from './demo-media.ts';
