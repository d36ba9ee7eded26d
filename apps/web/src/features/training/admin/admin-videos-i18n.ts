import { VIDEO_KINDS, VIDEO_KIND_PATHS, type VideoKind } from '@owner-portal/contract/content/content';
import en from '../../../locales/en/admin-videos.json';
import es from '../../../locales/es/admin-videos.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

/** One namespace per video list (the kit reads `title`, `empty`, … at a namespace's root): shared texts plus the kind's own. */
export const videoNamespace = (kind: VideoKind) => `admin-${VIDEO_KIND_PATHS[kind]}`;

for (const kind of VIDEO_KINDS) {
  registerNamespace(videoNamespace(kind), {
    en: { ...en.common, ...en.kinds[kind] },
    es: { ...es.common, ...es.kinds[kind] },
  });
}
