import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@owner-portal/contract/current-user';
import { endImpersonation } from '../../shared/session/end-impersonation.ts';
import './shell-i18n.ts';

/** Shown on customer screens while a staff user acts as a customer; says so when it is read-only. */
export function ImpersonationBanner({ customer, readOnly }: { customer: CurrentUser; readOnly: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // The server records the end in the audit log; a failure (the token already ran out) still leaves.
  const back = async () => {
    setLeaving(true);
    await endImpersonation();
    void navigate('/admin');
  };
  return (
    <Alert color="orange" variant="light" mb="md" icon={<IconUserShare aria-hidden />} role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('impersonation.text', {
            name: `${customer.first_name} ${customer.last_name}`,
            company: customer.company_name ?? '',
          })}
          {readOnly && (
            <>
              {' '}
              <strong>{t('impersonation.readOnly')}</strong>
            </>
          )}
        </Text>
        <Button size="xs" color="orange" onClick={() => void back()} loading={leaving}>
          {t('impersonation.back')}
        </Button>
      </Group>
    </Alert>
  );
}
