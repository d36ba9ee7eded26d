import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = { moderate: ['moderate', 'serious', 'critical'], serious: ['serious', 'critical'] } as const;

export interface AxeScan {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Parts left out: another suite checks them. */
  exclude?: readonly string[];
  /** The least impact reported. */
  worst?: keyof typeof IMPACTS;
  /** Which rules: WCAG 2.1 A/AA, plus best practices; or every rule axe has. */
  rules?: 'wcag' | 'wcag+best-practice' | 'all';
}

/**
 * Axe 4.14 findings as "rule (impact): target: what is wrong" lines, so a failing test says what to
 * fix. Legacy mode runs axe in the page itself: the default opens a blank page for every scan to
 * merge results across cross-origin frames (none on the screens scanned), which doubled each scan's
 * time (1.7 s against 0.7 s on the sign-in page).
 */
export async function axeFindings(page: Page, scan: AxeScan = {}): Promise<string[]> {
  const { include, exclude = [], worst = 'moderate', rules = 'wcag+best-practice' } = scan;
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (rules !== 'all') builder = builder.withTags(rules === 'wcag' ? WCAG_21_AA : [...WCAG_21_AA, 'best-practice']);
  if (include) builder = builder.include(include);
  for (const part of exclude) builder = builder.exclude(part);
  const { violations } = await builder.analyze();
  const reported: readonly string[] = IMPACTS[worst];
  return violations
    .filter((v) => reported.includes(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`));
}
