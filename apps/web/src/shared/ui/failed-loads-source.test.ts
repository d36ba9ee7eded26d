import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Cards that show no request's answer (the sales rep comes with the token). */
const CARDS_WITHOUT_A_REQUEST = ['../../app/dashboard/sales-rep-card.tsx'];

describe('a failed load says so and offers Try again, on dashboard cards and detail pages as in the tables', () => {
  const cards = Object.entries(sources).filter(([path, text]) => /<DashboardCard\b/.test(text) && !path.endsWith('/dashboard-card.tsx'));

  it('finds the dashboard cards', () => {
    expect(cards.length).toBeGreaterThanOrEqual(6);
  });

  it('every dashboard card that asks the server shows LoadFailed (Try again) when the request fails', () => {
    const without = cards
      .filter(([path]) => !CARDS_WITHOUT_A_REQUEST.includes(path))
      .filter(([, text]) => !/<LoadFailed\b[^>]*onRetry=/.test(text))
      .map(([path]) => path);
    expect(without).toEqual([]);
  });

  it('the cards without a request really send none', () => {
    for (const path of CARDS_WITHOUT_A_REQUEST) expect(sources[path]).not.toMatch(/useQuery/);
  });

  it('every detail page hands its query\'s refetch to LoadFailure (Try again)', () => {
    const without = Object.entries(sources).flatMap(([path, text]) =>
      [...text.matchAll(/<LoadFailure\b[\s\S]*?\/>/g)]
        .filter(([tag]) => !/onRetry=\{/.test(tag))
        .map(() => path),
    );
    expect(without).toEqual([]);
  });
});
