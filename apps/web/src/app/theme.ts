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

const wrapsAnywhere = { overflowWrap: 'anywhere' } as const;

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
      styles: { content: { maxWidth: `min(${TOOLTIP_MAX_WIDTH_PX}px, 100%)` }, body: wrapsAnywhere },
    },
    // Whatever an owner or staff wrote (a notification, a note, a memo, a name) may hold a word longer
    // than its box: it wraps inside the box rather than running out of it and pushing the buttons
    // beside it off the screen. `anywhere`, unlike `break-word`, also lets a flex item or a table
    // column holding such a word shrink.
    Text: { styles: { root: wrapsAnywhere } },
    Title: { styles: { root: wrapsAnywhere } },
    Paper: { styles: { root: wrapsAnywhere } },
    Card: { styles: { root: wrapsAnywhere } },
    Table: { styles: { td: wrapsAnywhere } },
    Alert: { styles: { message: wrapsAnywhere } },
    // Mantine keeps a closed select's option list mounted (hidden) and positions it on mount: with a
    // list's date-range and page-size selects that forced a style and layout pass in the middle of the
    // first render, the largest script cost of /orders and /admin (docs/performance.md). Mounted on
    // opening instead; the options are the same.
    Combobox: { defaultProps: { keepMounted: false } },
    // A menu opens with focus on its first item, not on Mantine's focus placeholder: that placeholder
    // is a focusable role="presentation" div inside role="menu", which axe reports as a critical
    // ARIA error (aria-required-children) on the header's user menu and every row menu.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A badge sizes to its words and wraps between them, never cutting one off ("ON T…", "AWAI…"):
    // Mantine draws a badge one line high and hides what does not fit.
    Badge: {
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--badge-height)',
          maxWidth: '100%',
          overflow: 'visible',
          paddingBlock: 1,
          lineHeight: 1.3,
        },
        // Between words only: a badge's words are the app's own, and a table may not squeeze one apart.
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'normal' },
      },
    },
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

/**
 * Mantine's colours as text and fills that meet WCAG AA (4.5:1) in the light scheme: `text` on the
 * colour's light badge or alert background (its shades 1 and 2), `filled` under white text. Mantine's
 * own put yellow-9 on yellow-1 at 2.7:1, teal at 4.3:1, red-6 form errors on white at 3.3:1 and
 * white on green-7 at 2.8:1. Each value is the Mantine shade (9 for text, 7 for fills) darkened
 * just enough, so a colour still reads as itself.
 */
export const READABLE_COLOURS: Record<string, { text: string; filled: string; hover: string }> = {
  red: { text: '#ac2424', filled: '#ce3535', hover: '#b93030' },
  pink: { text: '#a61e4d', filled: '#d6336c', hover: '#c12e61' },
  grape: { text: '#862e9c', filled: '#ae3ec9', hover: '#9d38b5' },
  violet: { text: '#5637b1', filled: '#7048e8', hover: '#6541d1' },
  indigo: { text: '#3047b4', filled: '#4263eb', hover: '#3b59d4' },
  blue: { text: '#165a9a', filled: '#1a72c1', hover: '#1767ae' },
  cyan: { text: '#0a6778', filled: '#0c7c8d', hover: '#0b707f' },
  teal: { text: '#086d4e', filled: '#0a815d', hover: '#097454' },
  green: { text: '#237032', filled: '#298339', hover: '#257633' },
  lime: { text: '#47730a', filled: '#52810f', hover: '#4a740e' },
  yellow: { text: '#a25300', filled: '#9b6400', hover: '#8c5a00' },
  orange: { text: '#a8380a', filled: '#bf5007', hover: '#ac4806' },
};

const readableLight = Object.fromEntries(
  Object.entries(READABLE_COLOURS).flatMap(([name, c]) => [
    [`--mantine-color-${name}-light-color`, c.text],
    [`--mantine-color-${name}-text`, c.text],
    [`--mantine-color-${name}-outline`, c.text],
    [`--mantine-color-${name}-filled`, c.filled],
    [`--mantine-color-${name}-filled-hover`, c.hover],
  ]),
);

/**
 * Dimmed text one shade darker than Mantine's default, the colours above, and form errors in the
 * readable red: everything meets WCAG AA contrast on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': READABLE_COLOURS.red!.text,
    ...readableLight,
  },
  dark: {},
});
