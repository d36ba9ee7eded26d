import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import { BackLink } from '../../../../shared/ui/back-link.tsx';
import { LoadFailure } from '../../../../shared/ui/load-failure.tsx';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { DetailSkeleton } from '../../components/detail-skeleton.tsx';
import '../admin-orders-i18n.ts';

/**
 * A read-only record the service desk opens from the header search (an order, a shipped unit): back
 * to Customers, its title, and the record once loaded, or why it could not be.
 */
export function RecordPageFrame<T>({
  title,
  query,
  notFoundText,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  notFoundText: string;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <>
      <BackLink to={ADMIN_AREAS.customers.path} label={t('back')} />
      <PageHeader title={title} />
      {query.isPending && <DetailSkeleton />}
      {query.error && (
        <LoadFailure
          error={query.error}
          notFoundText={notFoundText}
          loadText={t('loadFailed')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined && children(query.data)}
    </>
  );
}
