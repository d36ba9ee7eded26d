import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './reader-language.ts';

describe("the reader's browser language (Accept-Language)", () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4', 'es'],
    ['en;q=0.2, es;q=0.8', 'es'],
    ['es;q=0, en', 'en'],
    ['de', null],
    [undefined, null],
  ])('%s → %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
