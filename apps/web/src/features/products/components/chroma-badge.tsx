import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChromaLegacyProduct, isChromaProduct } from '@owner-portal/contract/catalog';
import '../products-i18n.ts';

/** Chroma or Chroma legacy, recognised by the product's name (SPEC point 3); nothing otherwise. */
export function ChromaBadge({ name }: { name: string }) {
  const { t } = useTranslation('products');
  if (isChromaLegacyProduct(name))
    return (
      <Badge variant="light" color="grape">
        {t('badges.chromaLegacy')}
      </Badge>
    );
  if (isChromaProduct(name))
    return (
      <Badge variant="light" color="violet">
        {t('badges.chroma')}
      </Badge>
    );
  return null;
}
