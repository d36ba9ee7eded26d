import { VIDEO_KINDS, type VideoKind } from '@owner-portal/contract/content/video-kinds';
import type { VideoItem } from '@owner-portal/contract/training/admin-videos';
import { lazyForm, type LazyForm } from '../../../shared/admin/define-form.ts';

/** Each kind's declared form, downloaded when a form first opens (the modal or the edit page). */
export const VIDEO_FORM = Object.fromEntries(
  VIDEO_KINDS.map((kind) => [kind, lazyForm(() => import('./video-form.ts').then((m) => m.VIDEO_FORMS[kind]))]),
) as Record<VideoKind, LazyForm<VideoItem>>;
