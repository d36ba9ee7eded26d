import { Badge, Text } from '@mantine/core';
import type { PayoutTag } from '@owner-portal/contract/referrals';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../shared/admin/add-button.tsx';
import { EditModal } from '../../../shared/admin/edit-modal.tsx';
import { DeleteMenuItem, EditMenuItem, RowActionsMenu } from '../../../shared/admin/row-actions-menu.tsx';
import { useConfirmDelete } from '../../../shared/admin/use-confirm-delete.ts';
import { useEditModal } from '../../../shared/admin/use-edit-modal.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { ListScreen } from '../../../shared/table/list-screen.tsx';
import { useListQuery } from '../../../shared/table/use-table-params.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useDeletePayoutTag, usePayoutTags, useSavePayoutTag } from '../api/payout-tags-api.ts';
import { PayoutTagForm } from '../components/payout-tag-form.tsx';
import '../../shell/shell-i18n.ts';
import '../admin-payout-tags-i18n.ts';

/** /admin/payout-tags (admin only): list, add, edit and delete payout tags with their value per machine type. */
export function PayoutTagsPage() {
  const { t } = useTranslation('admin-payout-tags');
  const title = useDocumentTitle('shell:admin.payoutTags');
  const list = usePayoutTags(useListQuery());
  const save = useSavePayoutTag();
  const remove = useDeletePayoutTag();
  const editor = useEditModal<PayoutTag>();
  const deletion = useConfirmDelete({
    remove: (tag: PayoutTag) => remove.mutateAsync(tag.id),
    pending: remove.isPending,
    deletedText: t('deleted'),
    failedTitle: t('errors.delete'),
    // SPEC point 8: the delete rethrows; the server's message (a tag still in use) is shown.
    closeOnError: true,
  });

  const columns: DataTableColumn<PayoutTag>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      sortable: true,
      render: (tag) => (
        <Text size="sm" fw={600}>
          {tag.name}{' '}
          {tag.is_influencer && (
            <Badge variant="light" color="grape" ml={4}>
              {t('influencer')}
            </Badge>
          )}
        </Text>
      ),
    },
    { key: 'minimum_referrals', label: t('columns.minimumReferrals'), sortable: true, align: 'right' },
    {
      key: 'shop_products_reward',
      label: t('columns.shopProductsReward'),
      align: 'right',
      render: (tag) => `${tag.shop_products_reward}%`,
    },
    {
      key: 'values',
      label: t('columns.values'),
      render: (tag) =>
        tag.machine_type_referral_tag
          .filter((v) => v.value > 0)
          .map((v) => `${v.machine_type_name} ${formatMoney(v.value)}`)
          .join(' · ') || '—',
    },
    { key: 'customers_count', label: t('columns.customers'), align: 'right' },
    {
      key: 'actions',
      label: t('columns.actions'),
      align: 'right',
      render: (tag) => (
        <RowActionsMenu label={t('actions.menu', { name: tag.name })}>
          <EditMenuItem label={t('actions.edit')} onClick={() => editor.openEdit(tag)} />
          <DeleteMenuItem label={t('actions.delete')} onClick={() => deletion.ask(tag)} />
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
        emptyMessage={list.isError ? t('errors.load') : t('empty')}
        actions={<AddButton label={t('actions.add')} onClick={editor.openAdd} />}
      />
      <EditModal
        editor={editor}
        addTitle={t('addTitle')}
        editTitle={t('editTitle')}
        closeLabel={t('actions.close')}
        size="lg"
        save={save.mutateAsync}
        savedText={t('saved')}
      >
        {(form) => <PayoutTagForm item={form.item} onSave={form.onSave} onCancel={form.onCancel} />}
      </EditModal>
      <ConfirmModal
        {...deletion.modal}
        title={t('deleteTitle')}
        message={t('deleteText', { name: deletion.target?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
      />
    </>
  );
}
