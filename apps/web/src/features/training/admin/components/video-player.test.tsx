import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VideoDetail } from '@owner-portal/contract/training/admin-videos';
import { renderWithProviders } from '../../../../test/render.tsx';
import { VideoPlayer } from './video-player.tsx';

const youtube = {
  title: 'Hooping basics',
  source_file: null,
  source_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  poster: null,
  captions: [],
} as unknown as VideoDetail;

describe("the back office's preview of an external video", () => {
  it('asks YouTube for nothing until staff press Play, then opens its player playing', async () => {
    const { container } = renderWithProviders(<VideoPlayer video={youtube} />);
    const play = await screen.findByRole('button', { name: 'Play on YouTube' });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(play);
    const frame = screen.getByTitle('Hooping basics');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
  });
});
