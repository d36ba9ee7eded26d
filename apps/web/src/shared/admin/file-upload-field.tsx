import { Button, FileInput, Group, Image, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileKind, UploadedFile } from '@owner-portal/contract/content/content';
import { ApiError } from '../api/api-client.ts';
import { translateServerText } from '../i18n/server-text.ts';
import { startResumableUpload, type ResumableUpload, type UploadProgress } from './resumable-upload.ts';
import { uploadFile } from './upload-file.ts';
import './admin-content-i18n.ts';

const ACCEPT: Record<FileKind, string> = {
  image: 'image/png,image/jpeg,image/webp',
  pdf: 'application/pdf',
  video: 'video/mp4,video/webm',
  captions: '.vtt,text/vtt',
};

interface FileUploadFieldProps {
  kind: FileKind;
  /** The form field; the server's 422 for the upload comes back under it. */
  field: string;
  label: string;
  /** The current file's URL (an image shows a preview). */
  url: string | null;
  onUploaded: (file: UploadedFile) => void;
  error?: string;
}

/** The refusal's text for the field (translated), or the generic failure. */
function failureOf(err: unknown, field: string, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  const body = err.body as { message?: string; errors?: Record<string, string[]> } | undefined;
  const text = body?.errors?.[field]?.[0] ?? (err.status === 413 || err.status === 409 ? body?.message : undefined);
  return text ? translateServerText(text) : fallback;
}

/** Time left in words: minutes from two minutes on, else seconds. */
function useTimeLeft() {
  const { t } = useTranslation('admin-content');
  return (seconds: number | null) => {
    if (seconds === null) return t('upload.estimating');
    if (seconds >= 120) return t('upload.minutesLeft', { count: Math.round(seconds / 60) });
    return t('upload.secondsLeft', { count: seconds });
  };
}

/** A video's progress: the bar, its percentage and the time left, and Cancel. */
function VideoProgress({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const { t } = useTranslation('admin-content');
  const timeLeft = useTimeLeft();
  const percent = progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  return (
    <Stack gap={4} mt={6} data-testid="upload-progress">
      <Progress
        value={percent}
        size="lg"
        striped={progress.reconnecting}
        animated={progress.reconnecting}
        aria-label={t('upload.progressLabel')}
      />
      {/* On a phone the button goes under the text rather than being cut off. */}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {t('upload.percent', { percent })} ·{' '}
          {progress.reconnecting ? t('upload.reconnecting') : timeLeft(progress.secondsLeft)}
        </Text>
        <Button size="compact-sm" variant="subtle" color="red" onClick={onCancel} style={{ flexShrink: 0 }}>
          {t('upload.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Uploads as soon as a file is chosen (streamed to the server's storage); the form then saves the
 * file's id or URL. A video goes resumably (tus), with its progress, time left and Cancel: a dropped
 * connection resumes where the server's bytes end (decision 127).
 */
export function FileUploadField({ kind, field, label, url, onUploaded, error }: FileUploadFieldProps) {
  const { t } = useTranslation('admin-content');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const running = useRef<ResumableUpload | null>(null);
  // Leaving the form stops sending; the partial upload stays on the server for a resume (the same
  // file chosen again) until it expires there.
  useEffect(() => () => running.current?.stop(), []);

  const chooseVideo = (file: File) => {
    setProgress({ sent: 0, total: file.size, secondsLeft: null, reconnecting: false });
    running.current = startResumableUpload(file, {
      progress: setProgress,
      done: (uploaded) => {
        running.current = null;
        setProgress(null);
        setBusy(false);
        onUploaded(uploaded);
      },
      failed: (err) => {
        running.current = null;
        setProgress(null);
        setBusy(false);
        setFailure(failureOf(err, field, t('upload.failed')));
      },
    });
  };
  const cancel = async () => {
    const upload = running.current;
    running.current = null;
    setProgress(null);
    setBusy(false);
    setNotice(t('upload.cancelled'));
    await upload?.cancel();
  };
  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setNotice(null);
    if (kind === 'video') return chooseVideo(file);
    try {
      onUploaded(await uploadFile(kind, field, file));
    } catch (err) {
      setFailure(failureOf(err, field, t('upload.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <FileInput
        label={label}
        placeholder={t(`upload.choose.${kind}`)}
        accept={ACCEPT[kind]}
        leftSection={busy ? <Loader size={14} /> : <IconUpload size={16} aria-hidden />}
        onChange={(file) => void choose(file)}
        error={failure ?? error}
        disabled={busy}
        clearable={false}
        // Mantine's placeholder grey is below AA contrast on white (axe); the theme's dimmed text meets it.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      {progress && <VideoProgress progress={progress} onCancel={() => void cancel()} />}
      {notice && !progress && (
        <Text size="xs" c="dimmed" mt={4} role="status">
          {notice}
        </Text>
      )}
      {url && !progress && (
        <Group gap="xs" mt={6}>
          {kind === 'image' ? (
            <Image src={url} alt={t('upload.preview')} h={64} w={96} fit="contain" radius="sm" />
          ) : (
            <Text size="xs" component="a" href={url} target="_blank" rel="noreferrer">
              {t('upload.current')}
            </Text>
          )}
        </Group>
      )}
    </div>
  );
}
