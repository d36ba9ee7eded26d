import { describe, expect, it } from 'vitest';
import { clock, embedUrl } from './embed-url.ts';

describe('embedUrl', () => {
  it('plays YouTube from the privacy-enhanced domain at the saved second, with its message API', () => {
    const url = embedUrl(
      { kind: 'youtube', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      42.7,
      'http://x.test',
    );
    expect(url).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?enablejsapi=1&rel=0&start=42&origin=http%3A%2F%2Fx.test',
    );
    expect(embedUrl({ kind: 'youtube', url: 'https://youtu.be/aqz-KE-bpKQ' }, 0, 'o')).toContain('/embed/aqz-KE-bpKQ?');
  });

  it('plays Vimeo at the saved second', () => {
    expect(embedUrl({ kind: 'vimeo', url: 'https://vimeo.com/76979871' }, 5, 'o')).toBe(
      'https://player.vimeo.com/video/76979871?api=1#t=5s',
    );
  });

  it('has no embed for a file or an unrecognised link', () => {
    expect(embedUrl({ kind: 'file', url: '/api/files/a.mp4' }, 0, 'o')).toBeNull();
    expect(embedUrl({ kind: 'youtube', url: 'https://www.youtube.com/' }, 0, 'o')).toBeNull();
  });
});

describe('clock', () => {
  it('formats seconds as m:ss', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(65.9)).toBe('1:05');
  });
});
