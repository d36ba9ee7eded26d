import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

// The video players' own texts: the back office's video previews draw the players too, so these are
// not in the owner's training namespace (whose texts come with the owner's area).
registerNamespace('training-player', {
  en: () => import('../../locales/en/training-player.json'),
  es: () => import('../../locales/es/training-player.json'),
});
