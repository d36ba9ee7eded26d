import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import { Fact } from '../../../../shared/ui/fact.tsx';
import { LoadFailure } from '../../../../shared/ui/load-failure.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { PageLoader } from '../../../../shared/ui/page-loader.tsx';
import { contactAppointmentsQuery, contactQuery, contactTrainingQuery } from '../api/contact-page-api.ts';
import { ContactAppointmentsTable } from '../components/contact-appointments-table.tsx';
import { ContactTrainingTables } from '../components/contact-training-tables.tsx';
import '../admin-contacts-i18n.ts';

/**
 * `/admin/view/{id}` (the contacts resource's view page): one contact with what staff ask about on
 * the phone: the Ri warranty confirmation, pre-training progress and live-training attendance.
 */
export function ContactPage({ id }: { id: string }) {
  const { t } = useTranslation('admin-contacts');
  const contact = useQuery(contactQuery(id));
  // The sections below draw once all three replies are in, whatever order they come in: a section
  // that grew or shrank as its own reply arrived would move the ones under it.
  const training = useQuery(contactTrainingQuery(id));
  const appointments = useQuery(contactAppointmentsQuery(id));
  const sectionsReady = !contact.isPending && !training.isPending && !appointments.isPending;
  const c = contact.data;
  useDocumentTitle('admin-contacts:page.documentTitle', { name: c ? `${c.first_name} ${c.last_name}` : '' });

  if (contact.isError) {
    return (
      <LoadFailure
        error={contact.error}
        notFoundText={t('page.notFound')}
        loadText={t('page.loadFailed')}
        onRetry={() => void contact.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {c ? `${c.first_name} ${c.last_name}` : <Skeleton h="1lh" w={240} />}
      </Title>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Fact label={t('columns.email')} loading={!c}>
            {c?.email}
          </Fact>
          <Fact label={t('columns.phone')} loading={!c}>
            {c && (c.phone ? formatPhone(c.phone) : '—')}
          </Fact>
          <Fact label={t('columns.company')} loading={!c}>
            {c && (c.customer?.company_name ?? '—')}
          </Fact>
          <Fact label={t('columns.unlockedTrainings')} loading={!c}>
            {c && (c.unlocked_trainings ? t('yes') : t('no'))}
          </Fact>
        </SimpleGrid>
      </Paper>
      {sectionsReady ? (
        <>
          <ContactTrainingTables training={training} />
          <ContactAppointmentsTable appointments={appointments} />
        </>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
