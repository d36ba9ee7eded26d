import { Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import { profileQuery } from '../api/account-api.ts';
import '../account-i18n.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/** Name, email, phone and company of the signed-in contact. */
export function ProfileCard() {
  const { t } = useTranslation('account');
  const { data, isPending, isError } = useQuery(profileQuery());
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-profile">
      <Title order={2} size="h4" mb="md" id="account-profile">
        {t('profile.title')}
      </Title>
      {isPending && <Skeleton h={60} />}
      {isError && <Text c="dimmed">{t('errors.load')}</Text>}
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('profile.name')} value={`${data.first_name} ${data.last_name}`} />
          <Field label={t('profile.email')} value={data.email} />
          <Field label={t('profile.phone')} value={data.phone ? formatPhone(data.phone) : t('profile.noPhone')} />
          <Field label={t('profile.company')} value={data.customer?.company_name ?? t('profile.noCompany')} />
        </SimpleGrid>
      )}
    </Paper>
  );
}
