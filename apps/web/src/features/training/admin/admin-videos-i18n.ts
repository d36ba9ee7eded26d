import { VIDEO_KINDS, VIDEO_KIND_PATHS, type VideoKind } from '@owner-portal/contract/content/video-kinds';
import type enTexts from '../../../locales/en/admin-videos.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

/** One namespace per video list (the kit reads `title`, `empty`, … at a namespace's root): shared texts plus the kind's own. */
export const videoNamespace = (kind: VideoKind) => `admin-${VIDEO_KIND_PATHS[kind]}`;

const texts = (json: Promise<{ default: typeof enTexts }>, kind: VideoKind) =>
  json.then(({ default: all }) => ({ default: { ...all.common, ...all.kinds[kind] } }));

for (const kind of VIDEO_KINDS) {
  registerNamespace(videoNamespace(kind), {
    en: () => texts(import('../../../locales/en/admin-videos.json'), kind),
    es: () => texts(import('../../../locales/es/admin-videos.json'), kind),
  });
}
