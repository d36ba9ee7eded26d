import { Anchor, Skeleton, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { giftCardsQuery, totalBalance } from '../api/giftcards-api.ts';
import { DashboardCard } from '../../../shared/ui/dashboard-card.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import '../giftcards-i18n.ts';

/** The gift card card: the sum of the company's gift card balances. */
export function GiftCardCard() {
  const { t } = useTranslation('giftcards');
  const { data, isPending, isError, refetch } = useQuery(giftCardsQuery());
  const count = data?.data.length ?? 0;
  return (
    <DashboardCard
      title={t('dashboard.title')}
      icon={<IconGift size={20} />}
      labelId="dashboard-giftcards"
      action={
        <Anchor component={Link} to="/giftcards" fz="sm">
          {t('dashboard.view')}
        </Anchor>
      }
    >
      {isPending && <Skeleton h={40} w="60%" />}
      {isError && <LoadFailed message={t('errors.load')} onRetry={() => void refetch()} />}
      {data && (
        <>
          <Text fz={30} fw={750} lh={1.2} data-testid="giftcard-total">
            {formatMoney(totalBalance(data))}
          </Text>
          <Text fz="sm" c="dimmed">
            {count === 0
              ? t('empty')
              : count > 1
                ? t('dashboard.cards', { number: count })
                : t('card', { code: data.data[0]?.code ?? '' })}
          </Text>
        </>
      )}
    </DashboardCard>
  );
}
