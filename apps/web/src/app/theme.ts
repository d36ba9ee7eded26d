import { createTheme, mergeThemeOverrides } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { TOOLTIP_MAX_WIDTH_PX } from '@owner-portal/contract/constants';

/** The brand blue, lightest to darkest. */
const brand: MantineColorsTuple = [
  '#e7f3ff',
  '#d0e2ff',
  '#a0c2f8',
  '#6ca0f2',
  '#4283ed',
  '#2770ea',
  '#1866ea',
  '#0855d1',
  '#004bbc',
  '#0040a6',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** The one Mantine theme: the brand colour, system fonts and rounded corners every screen shares. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 4 },
  colors: { brand },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Tooltips and modals are at most 700px wide by default, but never wider than the screen:
    // an inline max-width replaces Mantine's own 100% cap, so the cap is part of the value.
    // Plain objects rather than Modal.extend(), so the sign-in bundle does not pull in the modal code.
    Modal: {
      // Mantine draws the modal's header as <header>, which axe counts as a second banner landmark
      // beside the page's own; as a plain group it is just the title row.
      defaultProps: { centered: true, attributes: { header: { role: 'group' } } },
      styles: { content: { maxWidth: `min(${TOOLTIP_MAX_WIDTH_PX}px, 100%)` } },
    },
    // Mantine keeps a closed select's option list mounted (hidden) and positions it on mount: with a
    // list's date-range and page-size selects that forced a style and layout pass in the middle of the
    // first render, the largest script cost of /orders and /admin (docs/performance.md). Mounted on
    // opening instead; the options are the same.
    Combobox: { defaultProps: { keepMounted: false } },
    Tooltip: {
      defaultProps: { multiline: true, withArrow: true },
      styles: { tooltip: { maxWidth: `min(${TOOLTIP_MAX_WIDTH_PX}px, calc(100vw - 16px))` } },
    },
  },
});

/**
 * The theme plus the labels Mantine would otherwise announce in English ("Toggle password
 * visibility"), in the interface language.
 */
export function localisedTheme(labels: { togglePassword: string }) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.togglePassword } } },
      },
    }),
  );
}

/** Dimmed text one shade darker than Mantine's default, so it meets WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
