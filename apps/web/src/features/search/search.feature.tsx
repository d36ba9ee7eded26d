import { Suspense } from 'react';
import { canOpenArea } from '@owner-portal/contract/permissions';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';

// Its own chunk: the box and the reply's schema are not part of the back office's first screen.
const HeaderSearch = lazyNamed(() => import('./components/header-search.tsx'), 'HeaderSearch');

/** The back office's header search, for the roles that open Contacts or Customers (what it finds). */
export function AdminHeaderSearch({ role }: { role: string }) {
  if (!canOpenArea(role, 'contacts') && !canOpenArea(role, 'customers')) return null;
  return (
    <Suspense fallback={null}>
      <HeaderSearch />
    </Suspense>
  );
}
