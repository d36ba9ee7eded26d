import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductSummary } from '@owner-portal/contract/products/catalog';
import type { PretrainingState } from '@owner-portal/contract/training/training';
import { TrainingStatusLink } from '../../training/training.feature.tsx';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import { ChromaBadge } from './chroma-badge.tsx';
import '../products-i18n.ts';

/** A product the company owns: thumbnail, name, serial number, tier and order date, linking to its page. */
export function ProductCard({
  product,
  compact = false,
  training,
}: {
  product: ProductSummary;
  compact?: boolean;
  /** The product's pre-training state, when it has pre-training in the reader's language. */
  training?: PretrainingState;
}) {
  const { t } = useTranslation('products');
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%">
      <Card.Section bg="var(--mantine-color-gray-0)" p="sm">
        <Image
          src={product.thumbnail ?? undefined}
          alt=""
          h={compact ? 96 : 140}
          fit="contain"
          fallbackSrc="/catalog/embroidery-machine.svg"
        />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/products/${product.id}`} fw={650} c="var(--mantine-color-text)" lh={1.3}>
            {product.display_name}
          </Anchor>
        </Group>
        <ChromaBadge name={product.name} />
        <Text fz="sm">
          <Text span c="dimmed" fz="sm">
            {t('fields.serialNumber')}:{' '}
          </Text>
          <Text span ff="monospace" fz="sm">
            {product.serial_number}
          </Text>
        </Text>
        {!compact && (
          <>
            <Text fz="sm">
              <Text span c="dimmed" fz="sm">
                {t('fields.tier')}:{' '}
              </Text>
              {product.tier ?? t('fields.noTier')}
            </Text>
            <Text fz="sm">
              <Text span c="dimmed" fz="sm">
                {t('fields.orderDate')}:{' '}
              </Text>
              {formatOrderDate(product.order_date)}
            </Text>
          </>
        )}
        {training && <TrainingStatusLink state={training} />}
      </Stack>
    </Card>
  );
}
