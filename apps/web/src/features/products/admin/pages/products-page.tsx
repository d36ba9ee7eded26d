import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { productsResource } from '../products-resource.tsx';

/** The catalogue's other lists, under the products area (admin only, like products). */
export const CATALOG_LINKS = ['series', 'categories', 'machine-types', 'templates'] as const;

export function CatalogLinks() {
  const { t } = useTranslation('admin-products');
  return (
    <Group gap="md" mb="sm" component="nav" aria-label={t('catalogNav')}>
      <Anchor component={Link} to="/admin/products">
        {t('title')}
      </Anchor>
      {CATALOG_LINKS.map((link) => (
        <Anchor key={link} component={Link} to={`/admin/products/${link}`}>
          {t(`catalog.${link}`)}
        </Anchor>
      ))}
    </Group>
  );
}

/** /admin/products: the products resource, rendered by the admin kit. */
export function ProductsPage() {
  return (
    <>
      <CatalogLinks />
      <AdminResourcePage resource={productsResource} />
    </>
  );
}
