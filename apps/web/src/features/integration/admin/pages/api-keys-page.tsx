import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { apiKeysResource } from '../api-keys-resource.tsx';
import { KeyReveal } from '../components/key-reveal.tsx';

/** /admin/api-keys: the keys, rendered by the admin kit, and the copy-once dialog of a new one. */
export function ApiKeysPage() {
  return (
    <>
      <AdminResourcePage resource={apiKeysResource} />
      <KeyReveal />
    </>
  );
}
