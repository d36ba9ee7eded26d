import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import type { SearchResult } from '@owner-portal/contract/search/search';

/**
 * The page a result opens: a contact's page, the Customers list searched for the company (it has no
 * page of its own), a unit's page, an order's page.
 */
export function resultPath(result: Pick<SearchResult, 'kind' | 'id' | 'title'>): string {
  const customers = ADMIN_AREAS.customers.path;
  switch (result.kind) {
    case 'contact':
      return `/admin/view/${result.id}`;
    case 'company':
      return `${customers}?search=${encodeURIComponent(result.title)}`;
    case 'unit':
      return `${customers}/units/${result.id}`;
    case 'order':
      return `${customers}/orders/${result.id}`;
  }
}
