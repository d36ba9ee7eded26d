import {
  Anchor,
  Badge,
  Card,
  Grid,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBooks, IconExternalLink, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@owner-portal/contract/products/catalog';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { TitledTable } from '../../../shared/ui/titled-table.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { productQuery } from '../api/products-api.ts';
import { ChromaBadge } from '../components/chroma-badge.tsx';
import { ProductTrainingPanel } from '../../training/training.feature.tsx';
import { ResourceList } from '../../training/training.feature.tsx';
import '../products-screens-i18n.ts';
import '../products-i18n.ts';

/** The owner's units of the product: serial number, tier, and the order it came on. */
const unitColumns = (t: TFunction): DataTableColumn<ProductDetail['units'][number]>[] => [
  {
    key: 'serial_number',
    label: t('fields.serialNumber'),
    render: (unit) => (
      <Text span fz="sm" ff="monospace">
        {unit.serial_number}
      </Text>
    ),
  },
  { key: 'tier', label: t('fields.tier'), render: (unit) => unit.tier ?? t('fields.noTier') },
  { key: 'order_date', label: t('fields.orderDate'), render: (unit) => formatOrderDate(unit.order_date) },
  {
    key: 'order_number',
    label: t('fields.orderNumber'),
    render: (unit) => (
      <Anchor component={Link} to={`/orders/${encodeURIComponent(unit.order_number)}`} fz="sm">
        {unit.order_number}
      </Anchor>
    ),
  },
];

/** One owned product: its units (serial number, tier, order date), pre-training entry, accessories and resources. */
export function ProductPage() {
  const { t, i18n } = useTranslation('products');
  const id = useParams().id ?? '';
  const { data: product, isPending, error, refetch } = useQuery(productQuery(id, i18n.language));
  const title = useDocumentTitle('products-screens:detail');

  if (isPending)
    return (
      <>
        <PageHeader title={title} />
        <Skeleton h={220} radius="md" mb="md" />
        <Skeleton h={120} radius="md" />
      </>
    );
  if (!product)
    return (
      <>
        <PageHeader title={title} />
        <LoadFailure
          error={error}
          notFoundText={t('errors.notFound')}
          loadText={t('errors.load')}
          onRetry={() => void refetch()}
        />
      </>
    );

  const accessories = product.accessories ?? [];
  const resources = product.resources ?? [];
  return (
    <>
      <Anchor component={Link} to="/products" fz="sm" mb="sm" display="inline-block">
        {t('back')}
      </Anchor>
      <PageHeader title={product.display_name} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
            <Image src={product.thumbnail ?? undefined} alt={product.display_name} h={200} fit="contain" />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Group gap="xs">
              <ChromaBadge name={product.name} />
              {product.group && <Badge variant="outline">{product.group.name}</Badge>}
            </Group>
            <ProductTrainingPanel productId={id} />
            <TitledTable
              title={t('units.title')}
              minWidth={360}
              verticalSpacing="xs"
              columns={unitColumns(t)}
              rows={product.units}
              rowKey={(unit) => unit.serial_number}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <Title order={2} size="h3" mt="xl" mb="sm">
        {t('accessories.title')}
      </Title>
      {accessories.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <EmptyStateMessage icon={<IconShoppingCart aria-hidden />} description={t('accessories.empty')} />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {accessories.map((accessory) => (
            <Card key={accessory.id} withBorder radius="md" padding="md" component="article">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Image src={accessory.thumbnail_path ?? undefined} alt="" w={64} h={64} fit="contain" />
                <Stack gap={4} style={{ flex: 1 }}>
                  <Text fw={650}>{accessory.name}</Text>
                  {accessory.description && (
                    <Text fz="sm" c="dimmed">
                      {accessory.description}
                    </Text>
                  )}
                  {accessory.shop_link && (
                    <Anchor href={accessory.shop_link} target="_blank" rel="noopener noreferrer" fz="sm">
                      <Group gap={4} wrap="nowrap" component="span">
                        {t('accessories.shop', { name: accessory.name })}
                        <IconExternalLink size={14} aria-label={t('opensNewTab')} />
                      </Group>
                    </Anchor>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Title order={2} size="h3" mt="xl" mb="sm">
        {t('resources.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        {resources.length === 0 ? (
          <EmptyStateMessage icon={<IconBooks aria-hidden />} description={t('resources.empty')} />
        ) : (
          <ResourceList resources={resources} newTabLabel={t('opensNewTab')} />
        )}
      </Paper>
    </>
  );
}
