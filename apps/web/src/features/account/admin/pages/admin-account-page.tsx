import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeclaredForm } from '../../../../shared/admin/declared-form.tsx';
import { notifySuccess } from '../../../../shared/notifications/notify.ts';
import { useSession } from '../../../../shared/session/session.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { Spinner } from '../../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { accountForm } from '../account-form.ts';
import { useUpdateAdminAccount } from '../api/admin-account-api.ts';
import type { AdminUpdateInput } from '../api/admin-account-api.ts';
import '../admin-account-i18n.ts';

/** /admin/account: the staff member's names, language and password, in the kit's declared form. */
export function AdminAccountPage() {
  const title = useDocumentTitle('admin-account:title');
  const { t } = useTranslation('admin-account');
  const { user } = useSession();
  const update = useUpdateAdminAccount();
  return (
    <>
      <PageHeader title={title} />
      {user && (
        <Box maw={640}>
          <Suspense fallback={<Spinner />}>
            <DeclaredForm
              spec={accountForm}
              namespace="admin-account"
              item={user}
              onSave={async ({ body }) => {
                await update.mutateAsync(body as unknown as AdminUpdateInput);
                notifySuccess(t('saved'));
              }}
            />
          </Suspense>
        </Box>
      )}
    </>
  );
}
