import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import { Fact } from '../../../shared/ui/fact.tsx';
import { profileQuery } from '../api/account-api.ts';
import '../account-i18n.ts';

/** Name, email, phone and company of the signed-in contact. */
export function ProfileCard() {
  const { t } = useTranslation('account');
  const { data, isPending, isError } = useQuery(profileQuery());
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-profile">
      <Title order={2} size="h4" mb="md" id="account-profile">
        {t('profile.title')}
      </Title>
      {isError ? (
        <Text c="dimmed">{t('errors.load')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t('profile.name')} size="md" loading={isPending}>
            {data && `${data.first_name} ${data.last_name}`}
          </Fact>
          <Fact label={t('profile.email')} size="md" loading={isPending}>
            {data?.email}
          </Fact>
          <Fact label={t('profile.phone')} size="md" loading={isPending}>
            {data && (data.phone ? formatPhone(data.phone) : t('profile.noPhone'))}
          </Fact>
          <Fact label={t('profile.company')} size="md" loading={isPending}>
            {data && (data.customer?.company_name ?? t('profile.noCompany'))}
          </Fact>
        </SimpleGrid>
      )}
    </Paper>
  );
}
