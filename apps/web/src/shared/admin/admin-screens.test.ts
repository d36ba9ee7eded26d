import { describe, expect, it } from 'vitest';

// The staff screens' sources, as text: what they import and how long they are.
const sources = import.meta.glob<string>('../../features/*/admin/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const screens = Object.entries(sources).filter(([path]) => !/\.test\.tsx?$/.test(path));

/** What a hand-written form is made of; a declared form (defineForm) needs none of it. */
const FORM_MACHINERY =
  /from ['"][./]*shared\/(forms\/use-form-validation|forms\/use-submit|admin\/edit-form)\.tsx?['"]/;

describe('admin screens are declarations (decision 050)', () => {
  it('finds the staff screens', () => {
    expect(screens.length).toBeGreaterThan(20);
  });

  it('declares every staff form with the kit instead of writing one by hand', () => {
    const handWritten = screens.filter(([, source]) => FORM_MACHINERY.test(source)).map(([path]) => path);
    expect(handWritten).toEqual([]);
  });

  it('keeps every staff page under 80 lines: a longer one declares or splits its parts', () => {
    const long = screens
      .filter(([path]) => /\/admin\/pages\/[^/]+\.tsx$/.test(path))
      .map(([path, source]) => [path, source.trimEnd().split('\n').length] as const)
      .filter(([, lines]) => lines > 80);
    expect(long).toEqual([]);
  });
});
