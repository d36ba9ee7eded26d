import type { VideoSource } from '@owner-portal/contract/training/training';

/** The player page of a YouTube or Vimeo video, starting at `start` seconds, with its message API on. */
export function embedUrl(source: VideoSource, start: number, origin: string): string | null {
  const at = Math.max(0, Math.floor(start));
  if (source.kind === 'youtube') {
    const id = youTubeId(source.url);
    if (!id) return null;
    const params = new URLSearchParams({ enablejsapi: '1', rel: '0', start: String(at), origin });
    return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
  }
  if (source.kind === 'vimeo') {
    const id = /vimeo\.com\/(?:video\/)?(\d+)/.exec(source.url)?.[1];
    return id ? `https://player.vimeo.com/video/${id}?api=1#t=${at}s` : null;
  }
  return null;
}

export function youTubeId(url: string): string | null {
  return /(?:youtu\.be\/|youtube\.com\/(?:watch\?v=|embed\/))([\w-]{6,})/.exec(url)?.[1] ?? null;
}

/** Formats seconds as m:ss for "you stopped at". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
