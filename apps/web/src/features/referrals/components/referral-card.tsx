import { Anchor, Skeleton, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { referralStatsQuery, wordingOf } from '../api/referrals-api.ts';
import { DashboardCard } from '../../../shared/ui/dashboard-card.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import '../referrals-i18n.ts';

/** The referral card: page 1 of the stats, in Credits or Rewards wording (hidden for subsidiary 3 by the page). */
export function ReferralCard() {
  const { t } = useTranslation('referrals');
  const { data, isPending, isError, refetch } = useQuery(referralStatsQuery(1));
  const w = wordingOf(data);
  return (
    <DashboardCard
      title={t(`${w}.available`)}
      icon={<IconUsersPlus size={20} />}
      labelId="dashboard-referrals"
      action={
        <Anchor component={Link} to="/referrals" fz="sm">
          {t('dashboard.view')}
        </Anchor>
      }
    >
      {isPending && <Skeleton h={40} w="60%" />}
      {isError && <LoadFailed message={t('errors.load')} onRetry={() => void refetch()} />}
      {data && (
        <>
          <Text
            fz={30}
            fw={750}
            lh={1.2}
            data-testid="referral-available"
            c={data.available_credit > 0 ? undefined : 'dimmed'}
          >
            {formatMoney(data.available_credit)}
          </Text>
          <Text fz="sm" c="dimmed">
            {data.available_credit > 0
              ? `${t('stats.referredCustomers')}: ${data.referred_customers_count}`
              : t(`${w}.disabled`)}
          </Text>
        </>
      )}
    </DashboardCard>
  );
}
