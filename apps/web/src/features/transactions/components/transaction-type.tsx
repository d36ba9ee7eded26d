import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@owner-portal/contract/transactions/transactions';
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

/**
 * The label of a transaction status, which the ERP sends as English text ("Paid In Full"): known
 * ones are translated, any other shows as sent.
 */
export function useTransactionStatusLabel(): (status: string) => string {
  const { t } = useTranslation('transactions');
  return (status) => {
    const key = status.trim().toLowerCase().replace(/\s+/g, '_');
    return t(`statuses.${key}`, { defaultValue: status });
  };
}
