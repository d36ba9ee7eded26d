import type { Page } from '@playwright/test';

/**
 * Mantine's classes (`m_` and eight hex digits, one per styled part) that elements on the page carry
 * but no rule of its style sheets names: a part drawn without its styles. The build keeps only the
 * sheets of the components the app uses (apps/web/build/mantine-styles.ts); this is what a user
 * would see if it kept too few.
 */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const PART = /\bm_[0-9a-f]{8}\b/g;
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const name of rule.selectorText.match(PART) ?? []) styled.add(name);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const drawn = new Set(
      Array.from(document.querySelectorAll('[class*="m_"]')).flatMap(
        (el) => el.getAttribute('class')?.match(PART) ?? [],
      ),
    );
    return [...drawn].filter((name) => !styled.has(name)).sort();
  });
}
