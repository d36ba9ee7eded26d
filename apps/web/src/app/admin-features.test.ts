import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import { i18n } from '../shared/i18n/i18n.ts';
import { ADMIN_SCREENS } from './admin-features.ts';

describe('the back office is generated from the areas features declare', () => {
  it('serves every area of the role table, each once', () => {
    expect(ADMIN_SCREENS.map((screen) => screen.area).sort()).toEqual(Object.keys(ADMIN_AREAS).sort());
  });

  it.each(['en', 'es'])('names every area in %s from its feature’s own texts', async (lang) => {
    await i18n.changeLanguage(lang);
    for (const { label } of ADMIN_SCREENS) {
      expect(label).toMatch(/^[a-z-]+-screens:/);
      expect(i18n.exists(label), label).toBe(true);
    }
    await i18n.changeLanguage('en');
  });
});
