import { queryOptions } from '@tanstack/react-query';
import type { ProductDetail, ProductSummary } from '@owner-portal/contract/products/catalog';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import { api, firstScreenReply } from '../../../shared/api/api-client.ts';

export interface PagedProducts {
  data: ProductSummary[];
  meta: PaginationMeta;
}

const DETAIL_INCLUDES = 'accessories,resources';

export const productsKeys = {
  all: ['products'] as const,
  list: (perPage: number, page: number) => ['products', 'list', { perPage, page }] as const,
  detail: (id: string, lang: string) => ['products', 'detail', id, lang] as const,
};

const productsPage = (perPage: number, page: number) => ({ per_page: perPage, page });

/** GET /api/products: the products the company owns. */
export function fetchProducts(perPage: number, page: number, signal?: AbortSignal): Promise<PagedProducts> {
  return api.get<PagedProducts>('/products', { query: productsPage(perPage, page), signal });
}

/** GET /api/products/{id} with its accessories and resources, in the interface language. */
export async function fetchProduct(id: string, lang: string, signal?: AbortSignal): Promise<ProductDetail> {
  const reply = await api.get<{ data: ProductDetail }>(`/products/${encodeURIComponent(id)}`, {
    query: { include: DETAIL_INCLUDES, lang_code: lang },
    signal,
  });
  return reply.data;
}

export const productsQuery = (perPage: number, page = 1) =>
  queryOptions({
    queryKey: productsKeys.list(perPage, page),
    queryFn: ({ signal }) => fetchProducts(perPage, page, signal),
    // The dashboard's products are its largest picture: drawn in its first paint when the reply is in.
    initialData: () => firstScreenReply<PagedProducts>('/products', productsPage(perPage, page)),
  });

export const productQuery = (id: string, lang: string) =>
  queryOptions({ queryKey: productsKeys.detail(id, lang), queryFn: ({ signal }) => fetchProduct(id, lang, signal) });
