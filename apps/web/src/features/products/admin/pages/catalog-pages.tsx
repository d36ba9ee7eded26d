import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { CatalogLinks } from './products-page.tsx';
import { categoriesResource, machineTypesResource, seriesResource, templatesResource } from '../series-resources.tsx';

/** /admin/products/series, …/categories, …/machine-types, …/templates: under the products area (admin only). */
export function SeriesPage() {
  return (
    <>
      <CatalogLinks />
      <AdminResourcePage resource={seriesResource} />
    </>
  );
}
export function CategoriesPage() {
  return (
    <>
      <CatalogLinks />
      <AdminResourcePage resource={categoriesResource} />
    </>
  );
}
export function MachineTypesPage() {
  return (
    <>
      <CatalogLinks />
      <AdminResourcePage resource={machineTypesResource} />
    </>
  );
}
export function TemplatesPage() {
  return (
    <>
      <CatalogLinks />
      <AdminResourcePage resource={templatesResource} />
    </>
  );
}
