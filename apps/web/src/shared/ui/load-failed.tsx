import { Button } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyStateMessage } from './empty-state-message.tsx';

/**
 * A request that failed, said as a failure (never as "nothing to show") with Try again, which asks
 * again (a query's refetch). The one failed-load state of tables, dashboard cards and detail pages.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <EmptyStateMessage icon={<IconAlertCircle aria-hidden />} description={message}>
      <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </EmptyStateMessage>
  );
}
