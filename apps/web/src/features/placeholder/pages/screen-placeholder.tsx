import { Paper } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import '../../shell/shell-i18n.ts';

/** A registered screen whose content arrives in a later issue: its title, the layout and an honest empty state. */
export function ScreenPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  const params = useParams();
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value ?? '']));
  const title = useDocumentTitle(`shell:${titleKey}`, values);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="lg">
        <EmptyStateMessage
          icon={<IconHourglassEmpty aria-hidden />}
          title={t('placeholder.title')}
          description={t('placeholder.text')}
        />
      </Paper>
    </>
  );
}
