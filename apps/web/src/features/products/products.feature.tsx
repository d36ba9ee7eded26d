import { IconPackage } from '@tabler/icons-react';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen, CustomerScreens } from '../../shared/routing/screens.ts';
import './products-screens-i18n.ts';

const ProductsPage = lazyNamed(() => import('./pages/products-page.tsx'), 'ProductsPage');
const ProductPage = lazyNamed(() => import('./pages/product-page.tsx'), 'ProductPage');
const AdminProductsPage = lazyNamed(() => import('./admin/pages/products-page.tsx'), 'ProductsPage');
const AccessoriesPage = lazyNamed(() => import('./admin/pages/accessories-page.tsx'), 'AccessoriesPage');
const catalogPage = (name: 'SeriesPage' | 'CategoriesPage' | 'MachineTypesPage' | 'TemplatesPage') =>
  lazyNamed(() => import('./admin/pages/catalog-pages.tsx'), name);
const SeriesPage = catalogPage('SeriesPage');
const CategoriesPage = catalogPage('CategoriesPage');
const MachineTypesPage = catalogPage('MachineTypesPage');
const TemplatesPage = catalogPage('TemplatesPage');

/** My Products and one product with its training, resources and accessories. */
export const productsScreens: CustomerScreens = {
  routes: [
    { path: 'products', element: <ProductsPage />, handle: { title: 'products-screens:list' } },
    { path: 'products/:id', element: <ProductPage />, handle: { title: 'products-screens:detail' } },
  ],
  nav: [{ path: '/products', label: 'products-screens:list', icon: <IconPackage size={18} /> }],
};

/** The catalogue: products (with series, categories, machine types and class templates) and accessories. */
export const productsAdminScreens: AdminScreen[] = [
  {
    area: 'products',
    label: 'products-screens:adminProducts',
    routes: [
      { path: '', element: <AdminProductsPage /> },
      { path: 'series', element: <SeriesPage /> },
      { path: 'categories', element: <CategoriesPage /> },
      { path: 'machine-types', element: <MachineTypesPage /> },
      { path: 'templates', element: <TemplatesPage /> },
    ],
  },
  {
    area: 'accessories',
    label: 'products-screens:adminAccessories',
    routes: [{ path: '', element: <AccessoriesPage /> }],
  },
];

export { DashboardProducts } from './components/dashboard-products.tsx';
