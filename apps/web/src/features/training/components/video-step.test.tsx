import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TrainingVideo } from '@owner-portal/contract/training/training';
import { renderWithProviders } from '../../../test/render.tsx';
import { signedInWithFetch } from '../../../test/signed-in-fetch.ts';
import { VideoStep } from './video-step.tsx';

const fetchMock = vi.fn();
const VIDEO: TrainingVideo = {
  id: 4,
  title: 'Threading the needles',
  description: null,
  position: 1,
  duration: 600,
  poster: null,
  source: { kind: 'file', url: '/api/files/clip.mp4' },
  captions: [],
  has_checklist: false,
  quiz_id: null,
  quiz_passed: false,
  progress: { time: 0, complete: false },
};

/** The player stops at `at` seconds; the server saves `saved` of it. */
async function stopAt(at: number, saved: number) {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: { id: VIDEO.id, time: saved, complete: false } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  renderWithProviders(
    <VideoStep video={VIDEO} index={0} total={1} productId="1" lang="en" onNext={() => {}} nextPending={false} />,
  );
  const player = document.querySelector('video')!;
  Object.defineProperty(player, 'currentTime', { value: at, configurable: true });
  fireEvent.pause(player);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  // The saved reply comes back and is shown.
  await act(() => new Promise((r) => setTimeout(r, 50)));
}

describe('VideoStep', () => {
  signedInWithFetch(fetchMock);

  it('says skipping ahead is not counted when the server saves less than the player reached', async () => {
    await stopAt(400, 22);
    expect(
      await screen.findByText(
        'Skipping ahead is not counted: your progress moves as fast as the video can play, at up to double speed.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the kind when the server saves what the player reached', async () => {
    await stopAt(40, 40);
    expect(screen.queryByText(/Skipping ahead/)).toBeNull();
  });
});
