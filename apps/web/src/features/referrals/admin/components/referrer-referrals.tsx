import { useState } from 'react';
import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Referral } from '@owner-portal/contract/referrals/referrals';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../../shared/table/data-table.tsx';
import { useListQuery } from '../../../../shared/table/use-table-params.ts';
import { referralColumns } from '../../components/referral-columns.tsx';
import { notifyFailure, notifySuccess } from '../../../../shared/notifications/notify.ts';
import { ConfirmModal } from '../../../../shared/ui/confirm-modal.tsx';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useApproveReferral, useReferrerReferrals } from '../api/referrers-api.ts';
import '../../referrals-i18n.ts';
import '../admin-referrals-i18n.ts';

/** One referrer's referrals, all or pending (a redemption heads both); the choice is in the URL's `rows`. */
export function ReferrerReferrals({ id }: { id: string }) {
  const { t } = useTranslation('admin-referrals');
  const { t: tr } = useTranslation('referrals');
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = searchParams.get('rows') === 'pending';
  const referrals = useReferrerReferrals(id, pending, useListQuery());
  const approve = useApproveReferral();
  const [asked, setAsked] = useState<Referral | null>(null);
  const awaiting = (r: Referral) => r.type === 'sale' && r.self_referral && !r.approved;
  // A self-referral waits for staff: its row offers Approve, after a question (the value joins the balance).
  const columns = [
    ...referralColumns(tr),
    {
      key: 'approve',
      label: t('approve.column'),
      unlabelledOnCards: true,
      render: (r: Referral) =>
        awaiting(r) && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() => setAsked(r)}
            aria-label={t('approve.button', { number: r.order_number ?? r.invoice_memo_number ?? '' })}
          >
            {t('approve.short')}
          </Button>
        ),
    },
  ];
  const confirm = () => {
    if (!asked) return;
    approve.mutate(asked.id, {
      onSuccess: () => {
        setAsked(null);
        notifySuccess(t('approve.done'));
      },
      onError: (error) => {
        setAsked(null);
        notifyFailure(t('approve.failed'), error);
      },
    });
  };
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('referrer.referrals')}
        </Title>
        <SegmentedControl
          aria-label={t('referrer.rows')}
          value={pending ? 'pending' : 'all'}
          onChange={(value) => setSearchParams(value === 'pending' ? { rows: 'pending' } : {}, { replace: true })}
          data={[
            { value: 'all', label: t('referrer.all') },
            { value: 'pending', label: t('referrer.pending') },
          ]}
        />
      </Group>
      <DataTable
        caption={t('referrer.referrals')}
        columns={columns}
        rows={referrals.data?.data ?? []}
        rowKey={(row) => row.id}
        totalPages={referrals.data?.meta.pagination.total_pages ?? 0}
        loading={referrals.isPending}
        searchable={!pending}
        emptyMessage={referrals.isError ? t('errors.load') : t('referrer.empty')}
      />
      <ConfirmModal
        opened={asked !== null}
        title={t('approve.title')}
        message={
          asked
            ? t('approve.text', {
                number: asked.order_number ?? asked.invoice_memo_number ?? '',
                value: formatMoney(asked.referral_value),
              })
            : ''
        }
        confirmLabel={t('approve.confirm')}
        cancelLabel={t('approve.cancel')}
        closeLabel={t('approve.close')}
        color="teal.9"
        loading={approve.isPending}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
