import { Group, Paper, SimpleGrid } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaginationControl } from '../../../shared/table/pagination-control.tsx';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { productsQuery } from '../api/products-api.ts';
import { ProductCard } from '../components/product-card.tsx';
import { ProductGridSkeleton } from '../components/product-grid-skeleton.tsx';
import { pretrainingListQuery } from '../../training/training.feature.tsx';
import { useEuropean } from '../../../shared/session/use-european.ts';
import '../products-screens-i18n.ts';
import '../products-i18n.ts';

const PER_PAGE = 24;
const COLS = { base: 1, xs: 2, md: 3, xl: 4 };

/** My Products: every product the company owns, as cards. */
export function ProductsPage() {
  const { t, i18n } = useTranslation('products');
  const title = useDocumentTitle('products-screens:list');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError } = useQuery(productsQuery(PER_PAGE, page));
  const totalPages = data?.meta.pagination.total_pages ?? 0;
  const european = useEuropean();
  const training = useQuery({ ...pretrainingListQuery(i18n.language), enabled: !european });

  return (
    <>
      <PageHeader title={title} />
      {isPending && <ProductGridSkeleton count={4} cols={COLS} />}
      {(isError || data?.data.length === 0) && (
        <Paper withBorder radius="md" p="lg">
          <EmptyStateMessage
            icon={<IconPackageOff aria-hidden />}
            description={isError ? t('errors.load') : t('list.empty')}
          />
        </Paper>
      )}
      {data && data.data.length > 0 && (
        <SimpleGrid cols={COLS} spacing="md">
          {data.data.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              training={training.data?.find((s) => s.product_id === product.id)}
            />
          ))}
        </SimpleGrid>
      )}
      {totalPages > 1 && (
        <Group justify="center" mt="lg">
          <PaginationControl
            page={page}
            totalPages={totalPages}
            onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
          />
        </Group>
      )}
    </>
  );
}
