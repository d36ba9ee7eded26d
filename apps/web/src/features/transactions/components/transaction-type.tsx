import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@owner-portal/contract/account-data';
import '../transactions-i18n.ts';

const COLOURS: Record<Transaction['type'], string> = {
  invoice: 'blue',
  payment: 'teal',
  credit_memo: 'grape',
  refund: 'orange',
};

export function TransactionTypeBadge({ type }: { type: Transaction['type'] }) {
  const { t } = useTranslation('transactions');
  return (
    <Badge variant="dot" color={COLOURS[type]} tt="none" miw="max-content">
      {t(`types.${type}`)}
    </Badge>
  );
}
