import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_AREAS, canPerform } from '@owner-portal/contract/permissions';
import { useSession } from '../../../../shared/session/session.ts';

/** The Customers list's way to the spreadsheet import, for those who may add customers. */
export function ImportButton() {
  const { t } = useTranslation('admin-customers');
  const role = useSession().user?.role;
  if (!canPerform(role, 'create', 'admin-customers')) return null;
  return (
    <Button
      component={Link}
      to={`${ADMIN_AREAS.customers.path}/import`}
      variant="light"
      leftSection={<IconFileImport size={18} aria-hidden />}
    >
      {t('actions.import')}
    </Button>
  );
}
