/** The interface languages a user may choose, and changing one's own. */
export { useChangeLanguage, useLanguages } from './api/language-api.ts';
