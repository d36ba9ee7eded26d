import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Moderate, serious and critical axe 4.14 findings (WCAG 2.1 A/AA and best practices), as
 * "rule: target" lines so a failing test says what to fix. Issue 10 part 6: none on any screen.
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}
