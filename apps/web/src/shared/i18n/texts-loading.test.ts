import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, loadTexts } from './i18n.ts';
import { registerNamespace } from './register-namespace.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("a namespace's texts load in the reader's language only (decision 125)", () => {
  it('downloads the reader language on registration, and the other one only when the reader switches to it', async () => {
    const en = vi.fn(async () => ({ default: { hello: 'Hello' } }));
    const es = vi.fn(async () => ({ default: { hello: 'Hola' } }));
    registerNamespace('loading-test', { en, es });
    await loadTexts();
    expect(en).toHaveBeenCalledTimes(1);
    expect(es).not.toHaveBeenCalled();
    expect(i18n.t('loading-test:hello')).toBe('Hello');

    applyLanguage('es');
    // The interface switches once the new language's texts are there, never showing a raw key meanwhile.
    expect(i18n.language).toBe('en');
    await vi.waitFor(() => expect(i18n.language).toBe('es'));
    expect(es).toHaveBeenCalledTimes(1);
    expect(i18n.t('loading-test:hello')).toBe('Hola');
    expect(window.localStorage.getItem('owner-portal.language')).toBe('es');

    applyLanguage('en');
    expect(i18n.language).toBe('en');
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('loads a namespace once however many screens ask for it', async () => {
    const en = vi.fn(async () => ({ default: { bye: 'Bye' } }));
    registerNamespace('loading-test-once', { en, es: async () => ({ default: { bye: 'Adiós' } }) });
    await Promise.all([loadTexts(), loadTexts(), loadTexts('en')]);
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('a screen whose texts register while the interface is switching language gets them in the new language', async () => {
    let arrive = () => {};
    const slow = new Promise<void>((resolve) => (arrive = resolve));
    registerNamespace('switching-first', {
      en: async () => ({ default: { a: 'A' } }),
      es: async () => {
        await slow;
        return { default: { a: 'Á' } };
      },
    });
    await loadTexts();
    applyLanguage('es');
    // The screen opened meanwhile (its lazy chunk arrived): registered before the switch is done.
    const screenEs = vi.fn(async () => ({ default: { title: 'Calendario' } }));
    registerNamespace('switching-screen', { en: async () => ({ default: { title: 'Schedule' } }), es: screenEs });
    arrive();
    await vi.waitFor(() => expect(i18n.language).toBe('es'));
    expect(screenEs).toHaveBeenCalledTimes(1);
    expect(i18n.t('switching-screen:title')).toBe('Calendario');
  });
});
