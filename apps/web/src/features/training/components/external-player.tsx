import { AspectRatio, Text } from '@mantine/core';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingVideo, VideoSource } from '@owner-portal/contract/training/training';
import { embedUrl } from './embed-url.ts';
import type { PlayerHandle } from './video-player.tsx';
import '../training-player-i18n.ts';

const ORIGINS = { youtube: 'https://www.youtube-nocookie.com', vimeo: 'https://player.vimeo.com' } as const;
const PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A YouTube or Vimeo player in its frame. Their message APIs (no script of theirs is loaded here)
 * tell us the position, so progress is saved as with an uploaded file, and let Start/Continue seek.
 */
export function ExternalPlayer({
  video,
  source,
  onReport,
  ref,
}: {
  video: TrainingVideo;
  source: VideoSource;
  onReport: (time: number, ended: boolean) => void;
  ref?: Ref<PlayerHandle>;
}) {
  const { t } = useTranslation('training-player');
  const frame = useRef<HTMLIFrameElement>(null);
  const kind = source.kind === 'vimeo' ? 'vimeo' : 'youtube';
  const [src] = useState(() =>
    embedUrl(source, video.progress.complete ? 0 : video.progress.time, window.location.origin),
  );
  const send = (message: object) => frame.current?.contentWindow?.postMessage(JSON.stringify(message), ORIGINS[kind]);

  useImperativeHandle(ref, () => ({
    playFrom(seconds) {
      if (kind === 'youtube') {
        send({ event: 'command', func: 'seekTo', args: [seconds, true] });
        send({ event: 'command', func: 'playVideo', args: [] });
      } else {
        send({ method: 'setCurrentTime', value: seconds });
        send({ method: 'play' });
      }
    },
  }));

  useEffect(() => {
    let last = -Infinity;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== ORIGINS[kind] || typeof event.data !== 'string') return;
      let data: { event?: string; info?: { currentTime?: number; playerState?: number }; data?: { seconds?: number } };
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const time = kind === 'youtube' ? data.info?.currentTime : data.data?.seconds;
      const ended = kind === 'youtube' ? data.info?.playerState === 0 : data.event === 'ended';
      if (ended) return onReport(video.duration, true);
      if (typeof time === 'number' && Math.abs(time - last) >= 5) {
        last = time;
        onReport(time, false);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [kind, onReport, video.duration]);

  if (!src) return <Text c="dimmed">{t('noSource')}</Text>;
  return (
    <>
      <AspectRatio ratio={16 / 9}>
        <iframe
          ref={frame}
          src={src}
          title={t('label', { title: video.title })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
          onLoad={() => {
            // Ask the player to start telling us its position.
            if (kind === 'youtube') send({ event: 'listening', id: video.id, channel: 'widget' });
            else for (const name of ['timeupdate', 'ended']) send({ method: 'addEventListener', value: name });
          }}
        />
      </AspectRatio>
      <Text fz="xs" c="dimmed" mt={4}>
        {t('external', { provider: PROVIDERS[kind] })}
      </Text>
    </>
  );
}
