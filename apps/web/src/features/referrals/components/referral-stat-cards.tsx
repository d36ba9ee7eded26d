import { Badge, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReferralStats } from '@owner-portal/contract/referrals/referrals';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { wordingOf } from '../api/referrals-api.ts';
import '../referrals-i18n.ts';

function Stat({
  label,
  value,
  disabled,
  note,
  testId,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  note?: string;
  testId: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-disabled={disabled || undefined}
      data-testid={testId}
      style={disabled ? { opacity: 0.65 } : undefined}
    >
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={750} lh={1.3}>
        {value}
      </Text>
      {note && (
        <Badge variant="light" color="gray" mt={4} style={{ whiteSpace: 'normal', height: 'auto' }}>
          {note}
        </Badge>
      )}
    </Paper>
  );
}

/**
 * Referred customers, redeemed, unredeemed and available, in the referrer's wording. Available is
 * shown disabled while the pending payout balance is not above $0.00.
 */
export function ReferralStatCards({ stats }: { stats: ReferralStats | undefined }) {
  const { t } = useTranslation('referrals');
  if (!stats) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={90} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const w = wordingOf(stats);
  const disabled = stats.available_credit <= 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Stat
        testId="stat-referred"
        label={t('stats.referredCustomers')}
        value={String(stats.referred_customers_count)}
      />
      <Stat testId="stat-redeemed" label={t(`${w}.redeemed`)} value={formatMoney(stats.redeemed_amount)} />
      <Stat testId="stat-unredeemed" label={t(`${w}.unredeemed`)} value={formatMoney(stats.unredeemed_amount)} />
      <Stat
        testId="stat-available"
        label={t(`${w}.available`)}
        value={formatMoney(stats.available_credit)}
        disabled={disabled}
        note={disabled ? t(`${w}.disabled`) : undefined}
      />
    </SimpleGrid>
  );
}
