import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import { BackLink } from '../ui/back-link.tsx';
import type { AdminResource } from './define-resource.ts';

/**
 * The `view/{id}` or `edit/{id}` page of a resource: a link back to its list (with the
 * list's state, through history when there is one) and the resource's own page for that id. Route:
 * `{ path: '<area>/view/:id', element: <AdminResourceDetail resource={…} kind="view" /> }`.
 */
export function AdminResourceDetail<Row extends { id: number }, Input>({
  resource,
  kind,
}: {
  resource: AdminResource<Row, Input>;
  kind: 'view' | 'edit';
}) {
  const { t } = useTranslation(resource.namespace);
  const id = useParams().id ?? '';
  const Page = kind === 'view' ? resource.viewPage : resource.editPage;
  if (!Page) return null;
  return (
    <>
      <BackLink to={ADMIN_AREAS[resource.area].path} label={t('actions.back', { defaultValue: t('title') })} />
      <Page id={id} />
    </>
  );
}
