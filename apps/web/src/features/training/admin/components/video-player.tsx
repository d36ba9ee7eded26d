import { AspectRatio, Button, Center } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoDetail } from '@owner-portal/contract/training/admin-videos';
import '../../training-player-i18n.ts';

/** A YouTube or Vimeo page address as its embeddable player (the page CSP allows only these frames). */
export function embedUrl(url: string): string | null {
  const youtube = /(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{6,})/.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

/** An uploaded clip plays in the browser's player (seeking uses HTTP ranges); an external one in its player's frame. */
export function VideoPlayer({ video }: { video: VideoDetail }) {
  if (video.source_file) {
    return (
      <AspectRatio ratio={16 / 9} maw={720}>
        <video
          controls
          preload="metadata"
          poster={video.poster?.url}
          src={video.source_file.url}
          aria-label={video.title}
          style={{ background: '#000' }}
        >
          {/* Staff check the captions as owners will see them (WCAG 1.2.2). */}
          {video.captions.map((caption, i) => (
            <track
              key={caption.lang_code}
              kind="captions"
              src={caption.file.url}
              srcLang={caption.lang_code}
              label={caption.lang_code.toUpperCase()}
              default={i === 0}
            />
          ))}
        </video>
      </AspectRatio>
    );
  }
  const embed = video.source_url ? embedUrl(video.source_url) : null;
  if (!embed) return null;
  return <ExternalPreview embed={embed} title={video.title} />;
}

/**
 * An external player's frame, opened when staff ask for it: until then the page makes no request
 * to YouTube or Vimeo, whose frame would otherwise open connections to another host while the
 * page draws (and tell them of a visit nobody played).
 */
function ExternalPreview({ embed, title }: { embed: string; title: string }) {
  const { t } = useTranslation('training-player');
  const [playing, setPlaying] = useState(false);
  const provider = embed.includes('vimeo') ? 'Vimeo' : 'YouTube';
  return (
    <AspectRatio ratio={16 / 9} maw={720}>
      {playing ? (
        <iframe
          src={`${embed}?autoplay=1`}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          style={{ border: 0 }}
        />
      ) : (
        <Center bg="dark.7">
          <Button size="md" leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={() => setPlaying(true)}>
            {t('play', { provider })}
          </Button>
        </Center>
      )}
    </AspectRatio>
  );
}
