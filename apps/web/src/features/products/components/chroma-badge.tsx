import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChromaLegacyProduct, isChromaProduct } from '@owner-portal/contract/products/chroma';
import '../products-i18n.ts';

/** Long names wrap inside narrow dashboard cards instead of being cut off. */
const WRAP = { root: { height: 'auto', minHeight: 20 }, label: { whiteSpace: 'normal' as const, overflow: 'visible' } };

/** Chroma or Chroma legacy, recognised by the product's name; nothing otherwise. */
export function ChromaBadge({ name }: { name: string }) {
  const { t } = useTranslation('products');
  if (isChromaLegacyProduct(name))
    return (
      <Badge variant="light" color="grape" tt="none" styles={WRAP}>
        {t('badges.chromaLegacy')}
      </Badge>
    );
  if (isChromaProduct(name))
    return (
      <Badge variant="light" color="violet" tt="none" styles={WRAP}>
        {t('badges.chroma')}
      </Badge>
    );
  return null;
}
