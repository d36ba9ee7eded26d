import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**', '!./**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Ways of writing a date, a time or an amount by hand instead of through shared/format (decision 119). */
const BY_HAND: [string, RegExp][] = [
  ['toLocale…String', /\.toLocale(Date|Time)?String\(/],
  ['Intl', /\bIntl\./],
  ['dayjs formatting', /\bdayjs\s*\(|\.format\(\s*['"`]/],
  ['a literal date pattern', /valueFormat=["']|valueFormat=\{\s*['"`]/],
  ['money separators or sign', /\b(thousandSeparator|decimalSeparator)\s*[:=]|prefix:\s*['"]\$['"]/],
  ['toFixed', /\.toFixed\(/],
];

describe('dates, times and amounts are written by the formatters of shared/format only', () => {
  it('reads the web source', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(200);
  });

  it.each(BY_HAND)('no screen formats with %s', (_name, pattern) => {
    const found = Object.entries(sources)
      .filter(([, text]) => pattern.test(text))
      .map(([path]) => path);
    expect(found).toEqual([]);
  });
});
