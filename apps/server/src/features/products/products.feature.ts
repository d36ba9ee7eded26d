import { featureRoutes, type Routes } from '../../shared/feature-routes.ts';
import { accessoriesRoutes } from './accessories.routes.ts';
import { adminAccessoriesRoutes } from './admin-accessories.routes.ts';
import { adminProductsRoutes } from './admin-products.routes.ts';
import { adminSeriesRoutes } from './admin-series.routes.ts';
import type { ProductTraining } from './product-includes.ts';
import { productsRoutes } from './products.routes.ts';

/**
 * The catalogue (products, accessories, series, categories, machine types, class templates) and
 * the owner's products. A product's page shows its training, which `training` gives.
 */
export function productsFeature(training: ProductTraining): Routes {
  return featureRoutes(
    (ctx) => productsRoutes(ctx, training),
    accessoriesRoutes,
    adminProductsRoutes,
    adminAccessoriesRoutes,
    adminSeriesRoutes,
  );
}

export type { ProductTraining } from './product-includes.ts';
export { findOwnedProduct, listOwnedProducts, ownedItems } from './products.repository.ts';
