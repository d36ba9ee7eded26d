import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID, useFirstPaintHandOver } from './first-paint.ts';
import { RouteLoader } from '../ui/page-loader.tsx';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../../app/theme.ts';

/** The page as index.html's script leaves it: the first paint drawn, the app's root hidden. */
function paintFirst() {
  const root = document.createElement('div');
  root.id = 'root';
  root.style.visibility = 'hidden';
  const first = document.createElement('div');
  first.id = FIRST_PAINT_ID;
  first.innerHTML = '<h1>My Orders</h1>';
  document.body.append(root, first);
  return root;
}

const wrapper = ({ children }: { children: ReactNode }) => <MantineProvider theme={theme}>{children}</MantineProvider>;
const firstPaint = () => document.getElementById(FIRST_PAINT_ID);

/** The app with one lazy screen, drawing its title once `title` arrives. */
function appWith(title: Promise<string>) {
  const Screen = lazy(async () => {
    const text = await title;
    return { default: () => <h1>{text}</h1> };
  });
  return function App() {
    useFirstPaintHandOver();
    return (
      <Suspense fallback={<RouteLoader />}>
        <Screen />
      </Suspense>
    );
  };
}

describe("the page's first paint gives way to the app when its screen draws", () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = paintFirst();
  });
  afterEach(() => {
    root.remove();
    firstPaint()?.remove();
  });

  it('stays while the screen loads, not replaced by a spinner, and goes when the screen draws', async () => {
    let arrive!: (title: string) => void;
    const App = appWith(new Promise<string>((resolve) => (arrive = resolve)));
    render(<App />, { container: root, wrapper });
    await act(() => Promise.resolve());
    expect(firstPaint()).not.toBeNull();
    expect(root.style.visibility).toBe('hidden');
    await act(async () => arrive('My Orders'));
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBe(root.querySelector('h1'));
    expect(firstPaint()).toBeNull();
    expect(root.style.visibility).toBe('');
  });

  it('goes at the first commit when the screen is there at once', async () => {
    const App = appWith(Promise.resolve('Ready'));
    render(<App />, { container: root, wrapper });
    await act(() => Promise.resolve());
    await screen.findByRole('heading', { name: 'Ready' });
    expect(firstPaint()).toBeNull();
    expect(root.style.visibility).toBe('');
  });
});
