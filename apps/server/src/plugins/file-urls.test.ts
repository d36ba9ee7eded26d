import { describe, expect, it } from 'vitest';
import { createFileUrls } from './file-urls.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const expOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));
const sigOf = (url: string) => new URL(url, 'http://x').searchParams.get('sig')!;

describe('signed file URLs', () => {
  it('live 4 to 5 hours, the same URL for every reply within one hour', () => {
    const hour = Date.UTC(2026, 10, 26, 10);
    const at = (ms: number) => createFileUrls(SECRET, () => ms).signed('video/a.mp4');
    const first = at(hour + 1000);
    expect(at(hour + 59 * 60 * 1000)).toBe(first);
    expect(at(hour + 61 * 60 * 1000)).not.toBe(first);
    for (const ms of [hour, hour + 1000, hour + 3599 * 1000]) {
      const life = expOf(at(ms)) - ms / 1000;
      expect(life).toBeGreaterThanOrEqual(4 * 3600);
      expect(life).toBeLessThanOrEqual(5 * 3600);
    }
  });

  it('verify until the expiry, then no longer', () => {
    let now = Date.UTC(2026, 10, 26, 10);
    const urls = createFileUrls(SECRET, () => now);
    const url = urls.signed('pdf/b.pdf');
    const exp = String(expOf(url));
    expect(urls.verify('pdf/b.pdf', exp, sigOf(url))).toBe(true);
    expect(urls.secondsLeft(exp)).toBe(Number(exp) - now / 1000);
    now = Number(exp) * 1000 - 1000;
    expect(urls.verify('pdf/b.pdf', exp, sigOf(url))).toBe(true);
    now = Number(exp) * 1000;
    expect(urls.verify('pdf/b.pdf', exp, sigOf(url))).toBe(false);
  });
});
