import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Lazy app modules that draw nothing and register no texts, so they need not wait for any. */
const WITHOUT_TEXTS = new Map([['../../app/root-route.tsx', '../shared/api/query-client.ts']]);

/** Every `import('./…')` of the app's own code: where it is and what comes just before it. */
const lazyImports = Object.entries(sources).flatMap(([path, text]) =>
  [...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)]
    .filter(([, target]) => !target?.includes('/locales/'))
    .map((match) => ({ path, target: match[1], before: text.slice(Math.max(0, match.index - 60), match.index) })),
);

describe('a lazily loaded part draws only once its texts are there (the interface does not redraw as texts arrive)', () => {
  it('finds the lazy screens, forms and parts', () => {
    expect(lazyImports.length).toBeGreaterThanOrEqual(20);
  });

  it('every lazy import of app code goes through lazyNamed, lazyForm or loadWithTexts', () => {
    const unwrapped = lazyImports
      .filter(({ before }) => !/\b(lazyNamed|lazyForm|loadWithTexts)\(\s*\(\)\s*=>\s*$/.test(before))
      .filter(({ path, target }) => WITHOUT_TEXTS.get(path) !== target)
      .map(({ path, target }) => `${path} imports ${target}`);
    expect(unwrapped).toEqual([]);
  });

  it('React.lazy is used only by those helpers, or for a library part without texts', () => {
    // Each call on its own: a file with one wrapped lazy part may not hide a second, direct one.
    const direct = Object.entries(sources).flatMap(([path, text]) =>
      [...text.matchAll(/\blazy\(.{0,60}/g)]
        .filter(
          ([call]) =>
            !/^lazy\(async \(\) => \(\{ default: \(?await (loadWithTexts|loadDeclaredForm|import\('@mantine)/.test(
              call,
            ),
        )
        .map(([call]) => `${path}: ${call}`),
    );
    expect(direct).toEqual([]);
  });
});
