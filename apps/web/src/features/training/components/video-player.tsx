import { Box, Text } from '@mantine/core';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingVideo, VideoCaption } from '@owner-portal/contract/training/training';
import { ExternalPlayer } from './external-player.tsx';
import '../training-player-i18n.ts';

/** The reader's language first: a browser shows the first `default` track. */
export function captionsFirst(captions: readonly VideoCaption[], language: string): VideoCaption[] {
  return [...captions].sort((a, b) => Number(b.lang_code === language) - Number(a.lang_code === language));
}

/** How often a playing video reports its time (the server keeps it for resuming on any device). */
export const REPORT_EVERY_SECONDS = 5;

export interface PlayerHandle {
  playFrom(seconds: number): void;
}

export interface VideoPlayerProps {
  video: TrainingVideo;
  /** The player's position; `ended` when it played to the end. */
  onReport: (time: number, ended: boolean) => void;
  ref?: Ref<PlayerHandle>;
}

/**
 * Uploaded files play in the browser's own player; YouTube and Vimeo in theirs. Either way it opens
 * where the owner left off (its saved time) and reports as it plays.
 */
export function VideoPlayer({ video, onReport, ref }: VideoPlayerProps) {
  const { t, i18n } = useTranslation('training-player');
  const element = useRef<HTMLVideoElement>(null);
  const lastReported = useRef(video.progress.time);
  const report = useRef(onReport);
  useEffect(() => {
    report.current = onReport;
  });
  const external = useRef<PlayerHandle>(null);
  useImperativeHandle(ref, () => ({
    playFrom(seconds) {
      if (external.current) return external.current.playFrom(seconds);
      const player = element.current;
      if (!player) return;
      player.currentTime = seconds;
      void player.play().catch(() => undefined);
    },
  }));

  const source = video.source;
  if (!source) return <Text c="dimmed">{t('noSource')}</Text>;
  if (source.kind !== 'file')
    return (
      <ExternalPlayer
        video={video}
        source={source}
        onReport={(time, ended) => report.current(time, ended)}
        ref={external}
      />
    );

  const resumeAt = video.progress.complete ? 0 : video.progress.time;
  return (
    <Box bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <video
        ref={element}
        src={source.url}
        poster={video.poster ?? undefined}
        controls
        preload="metadata"
        playsInline
        aria-label={t('label', { title: video.title })}
        // Its box is drawn 16:9 before the file's own size is known, so nothing below it moves.
        style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', maxHeight: 480, background: 'black' }}
        onLoadedMetadata={(e) => {
          if (resumeAt > 0) e.currentTarget.currentTime = resumeAt;
        }}
        onTimeUpdate={(e) => {
          const time = e.currentTarget.currentTime;
          if (Math.abs(time - lastReported.current) < REPORT_EVERY_SECONDS) return;
          lastReported.current = time;
          report.current(time, false);
        }}
        onPause={(e) => {
          if (e.currentTarget.ended) return;
          lastReported.current = e.currentTarget.currentTime;
          report.current(e.currentTarget.currentTime, false);
        }}
        onEnded={(e) => {
          const end = Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : video.duration;
          lastReported.current = end;
          report.current(end, true);
        }}
      >
        {/* Captions (WCAG 1.2.2): every language there is, the reader's own shown from the start. */}
        {captionsFirst(video.captions, i18n.language).map((caption, i) => (
          <track
            key={caption.lang_code}
            kind="captions"
            src={caption.url}
            srcLang={caption.lang_code}
            label={t(`captionLanguage.${caption.lang_code}`, { defaultValue: caption.lang_code })}
            default={i === 0 && caption.lang_code === i18n.language}
          />
        ))}
      </video>
    </Box>
  );
}
