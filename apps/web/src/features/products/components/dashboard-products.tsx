import { Anchor, Paper, SimpleGrid } from '@mantine/core';
import { IconDevices, IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredQueryState } from '../../../shared/api/deferred-query-state.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_PRODUCT_LIMIT } from '@owner-portal/contract/constants';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { productsQuery } from '../api/products-api.ts';
import { ProductCard } from './product-card.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import { DashboardCard } from '../../../shared/ui/dashboard-card.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import '../products-i18n.ts';

const COLS = { base: 1, xs: 2, lg: 4 };

/** Up to 4 of the company's products. */
export function DashboardProducts() {
  const { t } = useTranslation('products');
  const { data, isPending, isError, refetch } = useDeferredQueryState(useQuery(productsQuery(DASHBOARD_PRODUCT_LIMIT)));
  const products = (data?.data ?? []).slice(0, DASHBOARD_PRODUCT_LIMIT);
  return (
    <DashboardCard
      title={t('dashboard.title')}
      icon={<IconDevices size={20} />}
      labelId="dashboard-products"
      action={
        <Anchor component={Link} to="/products" fz="sm">
          {t('dashboard.viewAll')}
        </Anchor>
      }
    >
      {isPending && <ProductGridSkeleton count={DASHBOARD_PRODUCT_LIMIT} cols={COLS} />}
      {isError && <LoadFailed message={t('errors.load')} onRetry={() => void refetch?.()} />}
      {!isError && data && products.length === 0 && (
        <Paper p="sm">
          <EmptyStateMessage icon={<IconPackageOff aria-hidden />} description={t('list.empty')} />
        </Paper>
      )}
      {products.length > 0 && (
        <SimpleGrid cols={COLS} spacing="sm">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} compact />
          ))}
        </SimpleGrid>
      )}
    </DashboardCard>
  );
}
