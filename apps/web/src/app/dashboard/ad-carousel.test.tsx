import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SWIPE_THRESHOLD } from '@owner-portal/contract/constants';
import { renderWithProviders } from '../../test/render.tsx';
import { AdCarousel } from './ad-carousel.tsx';

const slides = [
  { key: 'a', content: <p>First offer</p> },
  { key: 'b', content: <p>Second offer</p> },
];

const shown = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false');

function swipe(from: number, to: number) {
  const viewport = screen.getByTestId('ad-carousel-viewport');
  fireEvent.pointerDown(viewport, { clientX: from });
  fireEvent.pointerUp(viewport, { clientX: to });
}

describe('AdCarousel: advances on a timer and on a swipe, and can be paused', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('advances every 4000 ms between its two cards', () => {
    renderWithProviders(<AdCarousel slides={slides} label="Offers" />);
    expect(shown()).toHaveTextContent('First offer');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 10));
    expect(shown()).toHaveTextContent('First offer');
    act(() => vi.advanceTimersByTime(10));
    expect(shown()).toHaveTextContent('Second offer');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toHaveTextContent('First offer');
  });

  it('moves on a swipe past the 50 px threshold, not before', () => {
    renderWithProviders(<AdCarousel slides={slides} label="Offers" />);
    swipe(200, 200 - (CAROUSEL_SWIPE_THRESHOLD - 1));
    expect(shown()).toHaveTextContent('First offer');
    swipe(200, 200 - CAROUSEL_SWIPE_THRESHOLD);
    expect(shown()).toHaveTextContent('Second offer');
    swipe(100, 100 + CAROUSEL_SWIPE_THRESHOLD + 20);
    expect(shown()).toHaveTextContent('First offer');
  });

  it('can be paused', () => {
    renderWithProviders(<AdCarousel slides={slides} label="Offers" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the offers' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(shown()).toHaveTextContent('First offer');
    expect(screen.getByRole('button', { name: 'Play the offers' })).toBeInTheDocument();
  });
});
