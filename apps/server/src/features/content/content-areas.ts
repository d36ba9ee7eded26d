import type { AdminAreaKey } from '@owner-portal/contract/permissions';

/** The admin areas whose screens upload and manage content; all are admin only. */
export const CONTENT_AREAS: AdminAreaKey[] = [
  'products',
  'accessories',
  'preTraining',
  'trainingVideos',
  'postTrainingVideos',
];
