/**
 * The three video lists, their admin paths and the resumable upload's, zod-free: the back office's
 * video screens read them on their first paint, which should not fetch the validation library.
 */

/** The three video lists (before, during and after training), each a series (product group) per language. */
export const VIDEO_KINDS = ['pre_training', 'training', 'post_training'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** The admin API path of each video kind. */
export const VIDEO_KIND_PATHS = {
  pre_training: 'pre-training',
  training: 'training-videos',
  post_training: 'post-training-videos',
} as const satisfies Record<VideoKind, string>;

/**
 * Resumable video uploads (tus 1.0.0, decision 127): the endpoint that creates one; each upload is
 * `<endpoint>/<id>`, answering HEAD (its offset), PATCH (more bytes) and DELETE (cancel).
 */
export const RESUMABLE_VIDEO_PATH = '/admin/uploads/video/resumable';
