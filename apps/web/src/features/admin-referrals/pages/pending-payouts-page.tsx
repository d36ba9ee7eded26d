import { Menu } from '@mantine/core';
import { IconCash, IconEye } from '@tabler/icons-react';
import type { Referrer } from '@owner-portal/contract/referrals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditModal } from '../../../shared/admin/edit-modal.tsx';
import { RowActionsMenu } from '../../../shared/admin/row-actions-menu.tsx';
import { useEditModal } from '../../../shared/admin/use-edit-modal.ts';
import { ListScreen } from '../../../shared/table/list-screen.tsx';
import { useListQuery } from '../../../shared/table/use-table-params.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useRedeem, useReferrers } from '../api/referrers-api.ts';
import { RedeemForm } from '../components/redeem-form.tsx';
import { referrerColumns } from '../components/referrer-columns.tsx';
import '../../shell/shell-i18n.ts';
import '../admin-referrals-i18n.ts';

/**
 * /admin/referrals-pending-payouts (owed now: balance above 0, minimum reached) and
 * /admin/referrals-general-pending-payouts (every balance above 0): redeem an amount per referrer.
 */
export function PendingPayoutsPage({ list: which }: { list: 'pending' | 'general' }) {
  const { t } = useTranslation('admin-referrals');
  const title = useDocumentTitle(
    which === 'pending' ? 'shell:admin.pendingPayouts' : 'shell:admin.generalPendingPayouts',
  );
  const list = useReferrers(which, useListQuery());
  const redeem = useRedeem();
  const editor = useEditModal<Referrer>();

  const columns = [
    ...referrerColumns(t),
    {
      key: 'actions',
      label: t('columns.actions'),
      align: 'right' as const,
      render: (r: Referrer) => (
        <RowActionsMenu label={t('actions.menu', { name: r.company_name })}>
          <Menu.Item
            leftSection={<IconCash size={16} aria-hidden />}
            onClick={() => editor.openEdit(r)}
            disabled={!r.payable}
          >
            {t('actions.redeem')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={`/admin/referrals-history/view/${r.id}`}
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t('actions.view')}
          </Menu.Item>
        </RowActionsMenu>
      ),
    },
  ];

  return (
    <>
      <ListScreen
        title={title}
        list={list}
        columns={columns}
        emptyMessage={list.isError ? t('errors.load') : t('emptyPending')}
      />
      <EditModal
        editor={editor}
        addTitle={t('redeem.title', { name: '' })}
        editTitle={t('redeem.title', { name: editor.item?.company_name ?? '' })}
        closeLabel={t('actions.close')}
        save={redeem.mutateAsync}
        savedText={t('redeem.done')}
      >
        {(form) => <RedeemForm item={form.item} onSave={form.onSave} onCancel={form.onCancel} />}
      </EditModal>
    </>
  );
}
