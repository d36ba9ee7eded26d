import { useEffect, useRef, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SWIPE_THRESHOLD } from '@owner-portal/contract/constants';
import './dashboard-i18n.ts';

export interface AdSlide {
  key: string;
  content: ReactNode;
}

/**
 * The dashboard's ad cards: advances every CAROUSEL_INTERVAL_MS, and on a swipe or
 * drag that moves more than CAROUSEL_SWIPE_THRESHOLD pixels. It pauses while hovered or focused,
 * and has a pause button, previous/next controls and one indicator per slide.
 */
export function AdCarousel({ slides, label }: { slides: AdSlide[]; label: string }) {
  const { t } = useTranslation('dashboard');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reduceMotion = useReducedMotion();
  const dragStart = useRef<number | null>(null);
  const count = slides.length;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (paused || hovered || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, hovered, count]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const moved = event.clientX - dragStart.current;
    dragStart.current = null;
    if (moved <= -CAROUSEL_SWIPE_THRESHOLD) go(index + 1);
    else if (moved >= CAROUSEL_SWIPE_THRESHOLD) go(index - 1);
  };

  return (
    <Box
      component="section"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Box
        style={{
          overflow: 'hidden',
          borderRadius: 'var(--mantine-radius-md)',
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (dragStart.current = null)}
        data-testid="ad-carousel-viewport"
      >
        <Box
          aria-live={paused || hovered ? 'polite' : 'off'}
          style={{
            display: 'flex',
            transform: `translateX(-${index * 100}%)`,
            transition: reduceMotion ? undefined : 'transform 400ms ease',
          }}
        >
          {slides.map((slide, i) => (
            <Box
              key={slide.key}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideLabel', { number: i + 1, total: count })}
              aria-hidden={i !== index}
              inert={i !== index}
              style={{ flex: '0 0 100%', minWidth: 0 }}
            >
              {slide.content}
            </Box>
          ))}
        </Box>
      </Box>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? t('carousel.play') : t('carousel.pause')}
        >
          {paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
        </ActionIcon>
        <Group gap={6} wrap="nowrap">
          {slides.map((slide, i) => (
            <UnstyledButton
              key={slide.key}
              onClick={() => go(i)}
              aria-label={t('carousel.goTo', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              p={6}
            >
              <Box
                w={i === index ? 20 : 8}
                h={8}
                style={{ borderRadius: 4, transition: 'width 200ms' }}
                bg={i === index ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)'}
              />
            </UnstyledButton>
          ))}
        </Group>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" onClick={() => go(index - 1)} aria-label={t('carousel.previous')}>
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" onClick={() => go(index + 1)} aria-label={t('carousel.next')}>
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
