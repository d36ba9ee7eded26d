import en from '../../locales/en/training.json';
import es from '../../locales/es/training.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('training', { en, es });
