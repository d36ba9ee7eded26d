import { FileInput, Group, Image, Loader, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileKind, UploadedFile } from '@owner-portal/contract/content/content';
import { ApiError } from '../api/api-client.ts';
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

/** Uploads as soon as a file is chosen (streamed to the server's storage); the form then saves the file's id or URL. */
export function FileUploadField({ kind, field, label, url, onUploaded, error }: FileUploadFieldProps) {
  const { t } = useTranslation('admin-content');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      onUploaded(await uploadFile(kind, field, file));
    } catch (err) {
      const errors =
        err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
      setFailure(errors?.[field]?.[0] ?? t('upload.failed'));
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
      {url && (
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
