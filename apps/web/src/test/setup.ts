import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
