import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import type { TrainingVideo } from '@owner-portal/contract/training/training';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { VideoPlayer, captionsFirst } from './video-player.tsx';

const VIDEO: TrainingVideo = {
  id: 7,
  title: 'Weekly care',
  description: null,
  position: 1,
  duration: 8,
  poster: null,
  source: { kind: 'file', url: '/api/files/clip.mp4?exp=1&sig=a' },
  captions: [
    { lang_code: 'en', url: '/api/files/captions/en.vtt?exp=1&sig=b' },
    { lang_code: 'es', url: '/api/files/captions/es.vtt?exp=1&sig=c' },
  ],
  has_checklist: false,
  quiz_id: null,
  quiz_passed: false,
  progress: { time: 0, complete: false },
};

const tracks = () =>
  [...document.querySelectorAll('video track')].map((t) => [
    t.getAttribute('kind'),
    t.getAttribute('srclang'),
    t.getAttribute('label'),
    t.hasAttribute('default'),
  ]);

describe('VideoPlayer captions (WCAG 1.2.2)', () => {
  it('gives the video a captions track per language, the reader’s own shown by default', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderWithProviders(<VideoPlayer video={VIDEO} onReport={() => {}} />);
    expect(tracks()).toEqual([
      ['captions', 'es', 'Español', true],
      ['captions', 'en', 'Inglés', false],
    ]);
    await act(() => i18n.changeLanguage('en'));
  });

  it('marks none as default when the reader’s language has no captions', () => {
    expect(captionsFirst(VIDEO.captions.slice(1), 'en').map((c) => c.lang_code)).toEqual(['es']);
    renderWithProviders(<VideoPlayer video={{ ...VIDEO, captions: VIDEO.captions.slice(1) }} onReport={() => {}} />);
    expect(tracks()).toEqual([['captions', 'es', 'Spanish', false]]);
  });
});
