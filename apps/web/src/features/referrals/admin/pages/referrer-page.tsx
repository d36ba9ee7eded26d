import { Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { adminAreaForPath } from '../../../../shared/routing/route-flags.ts';
import { BackLink } from '../../../../shared/ui/back-link.tsx';
import { LoadFailure } from '../../../../shared/ui/load-failure.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { referrerQuery } from '../api/referrers-api.ts';
import { ReferrerFacts } from '../components/referrer-facts.tsx';
import { ReferrerReferrals } from '../components/referrer-referrals.tsx';
import '../../referrals-screens-i18n.ts';
import '../admin-referrals-i18n.ts';

const BACK_LABELS: Record<string, string> = {
  referralHistory: 'adminReferralHistory',
  pendingPayouts: 'adminPendingPayouts',
  generalPendingPayouts: 'adminGeneralPendingPayouts',
};

/**
 * `<referral area>/view/{id}` (the resources' view page): one referrer and its referrals, all or
 * pending, and back to the list it came from.
 */
export function ReferrerPage({ id: given }: { id?: string }) {
  const routeId = useParams().id;
  const id = given ?? routeId ?? '';
  const { t } = useTranslation('admin-referrals');
  const { pathname } = useLocation();
  const backPath = pathname.split('/view/')[0] ?? '/admin/referrals-history';
  const backArea = adminAreaForPath(backPath) ?? 'referralHistory';
  const back = (
    <BackLink to={backPath} label={t('referrer.back', { list: t(`referrals-screens:${BACK_LABELS[backArea]}`) })} />
  );
  const referrer = useQuery(referrerQuery(id));
  useDocumentTitle('admin-referrals:referrer.title', { name: referrer.data?.company_name ?? '' });

  if (referrer.isError) {
    return (
      <>
        {back}
        <LoadFailure
          error={referrer.error}
          notFoundText={t('errors.notFound')}
          loadText={t('errors.load')}
          onRetry={() => void referrer.refetch()}
        />
      </>
    );
  }
  const r = referrer.data;
  return (
    <>
      {back}
      <Title order={1} size="h2" mb="md">
        {r ? r.company_name : <Skeleton h="1lh" w={240} />}
      </Title>
      <ReferrerFacts referrer={r} />
      <ReferrerReferrals id={id} />
    </>
  );
}
