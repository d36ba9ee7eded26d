import { Suspense } from 'react';
import { Alert, Paper, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { VideoBody } from '@owner-portal/contract/training/admin-videos';
import { VIDEO_KIND_PATHS, type VideoKind } from '@owner-portal/contract/content/video-kinds';
import { groupOptions } from '../../../../shared/admin/catalog-options.ts';
import { DeclaredForm } from '../../../../shared/admin/declared-form.tsx';
import { notifySuccess } from '../../../../shared/notifications/notify.ts';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { saveVideo, videoKeys, videoQuery } from '../api/videos-api.ts';
import { videoNamespace } from '../admin-videos-i18n.ts';
import { VIDEO_FORM } from '../video-forms.ts';
import { Spinner } from '../../../../shared/ui/spinner.tsx';

/** edit/{id}: the whole video on a page, in the kit's declared form; saving returns to its view. */
export function VideoEditPage(kind: VideoKind) {
  return function VideoEdit({ id }: { id: string }) {
    const { t } = useTranslation(videoNamespace(kind));
    const title = useDocumentTitle(`${videoNamespace(kind)}:editTitle`);
    const query = useQuery(videoQuery(kind, Number(id)));
    // The form's choice of series, asked for beside the video rather than once the form draws.
    useQuery(groupOptions());
    const client = useQueryClient();
    const navigate = useNavigate();
    const view = `/admin/${VIDEO_KIND_PATHS[kind]}/view/${id}`;
    if (query.isPending) return <Spinner />;
    if (!query.data) return <Alert color="red">{t('errors.loadOne')}</Alert>;
    return (
      <Paper withBorder p="md" maw={820}>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        <Suspense fallback={<Spinner />}>
          <DeclaredForm
            spec={VIDEO_FORM[kind]}
            namespace={videoNamespace(kind)}
            item={query.data.data}
            onSave={async ({ body }) => {
              await saveVideo(kind, Number(id), body as VideoBody);
              await client.invalidateQueries({ queryKey: videoKeys(kind) });
              notifySuccess(t('saved'));
              await navigate(view);
            }}
            onCancel={() => void navigate(view)}
          />
        </Suspense>
      </Paper>
    );
  };
}
