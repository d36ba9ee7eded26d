import { canOpenArea } from '@owner-portal/contract/permissions';
import { HeaderSearch } from './components/header-search.tsx';

/** The back office's header search, for the roles that open Contacts or Customers (what it finds). */
export function AdminHeaderSearch({ role }: { role: string }) {
  if (!canOpenArea(role, 'contacts') && !canOpenArea(role, 'customers')) return null;
  return <HeaderSearch />;
}
