import { Paper, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Referrer } from '@owner-portal/contract/referrals/referrals';
import { formatMoney } from '../../../../shared/format/money.ts';
import { Fact } from '../../../../shared/ui/fact.tsx';
import '../admin-referrals-i18n.ts';

/** A referrer's balance, contact, sales rep and payout tag, above its referrals. */
export function ReferrerFacts({ referrer: r }: { referrer: Referrer | undefined }) {
  const { t } = useTranslation('admin-referrals');
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Fact label={t('columns.balance')} loading={!r}>{r && formatMoney(r.balance)}</Fact>
        <Fact label={t('columns.contact')} loading={!r}>{r && [r.first_name, r.last_name, r.email].filter(Boolean).join(' · ')}</Fact>
        <Fact label={t('columns.salesRep')} loading={!r}>{r && (r.sales_rep_name ?? '—')}</Fact>
        <Fact label={t('columns.tag')} loading={!r}>
          {r?.referral_payout_tag
            ? t('referrer.tag', {
                name: r.referral_payout_tag.name,
                minimum: r.referral_payout_tag.minimum_referrals,
              })
            : r && '—'}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
