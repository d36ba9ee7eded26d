import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/table/list-screen.tsx';
import { useListQuery } from '../../../shared/table/use-table-params.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useReferrers } from '../api/referrers-api.ts';
import { referrerColumns } from '../components/referrer-columns.tsx';
import '../../shell/shell-i18n.ts';
import '../admin-referrals-i18n.ts';

/** /admin/referrals-history (admin, accounting): every referrer, 15 a page; a company opens its referrals. */
export function ReferralsHistoryPage() {
  const { t } = useTranslation('admin-referrals');
  const title = useDocumentTitle('shell:admin.referralHistory');
  const list = useReferrers('all', useListQuery());
  return (
    <ListScreen
      title={title}
      list={list}
      columns={referrerColumns(t)}
      emptyMessage={list.isError ? t('errors.load') : t('empty')}
    />
  );
}
