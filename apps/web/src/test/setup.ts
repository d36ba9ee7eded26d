import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadServerTexts } from '../shared/i18n/server-text.ts';
import { loadTexts } from '../shared/i18n/i18n.ts';
import '../shared/i18n/resources.ts';

// The app loads the reader's texts of each namespace as its screens register them (decision 125); a
// test renders any screen at once, in either language: every namespace, both languages, up front.
import.meta.glob('../**/*-i18n.ts', { eager: true });
await Promise.all([loadTexts('en'), loadTexts('es')]);

// The app loads the Spanish server texts after its first screen; a test reads them at once.
await loadServerTexts('es');

// The suite runs beside builds and browsers; give asynchronous screens time to settle.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads media queries and observes sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);

// React's "An update to X inside a test was not wrapped in act(...)" means a test asserted on a
// screen that was still changing: each one fails the test that caused it.
const actWarnings: string[] = [];
const consoleError = console.error.bind(console);
beforeEach(() => {
  actWarnings.length = 0;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.includes('not wrapped in act(')) actWarnings.push(text.split('\n')[0]!);
    consoleError(...args);
  };
});

afterEach(() => {
  console.error = consoleError;
  if (actWarnings.length > 0)
    throw new Error(`React warned about updates outside act():\n${[...new Set(actWarnings)].join('\n')}`);
});

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
