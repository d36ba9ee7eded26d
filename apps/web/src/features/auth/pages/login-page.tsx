import { Alert, Stack } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SESSION_EXPIRED, SIGN_IN_REASON_PARAM } from '../../../shared/api/api-client.ts';
import { SignInForm } from '../components/sign-in-form.tsx';
import type { SignInKind } from '../api/auth-api.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';

/** Why the reader is asked to sign in again: their session ended (a 401 sent them here). */
function SessionExpiredNotice() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  if (params.get(SIGN_IN_REASON_PARAM) !== SESSION_EXPIRED) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconClockExclamation aria-hidden />} role="status">
      {t('signIn.expired')}
    </Alert>
  );
}

function SignInPage({ kind }: { kind: SignInKind }) {
  return (
    <Stack gap="md">
      <SessionExpiredNotice />
      <SignInForm kind={kind} />
    </Stack>
  );
}

export function LoginPage() {
  useDocumentTitle('auth:signIn.title');
  return <SignInPage kind="customer" />;
}

export function AdminLoginPage() {
  useDocumentTitle('auth:signIn.adminTitle');
  return <SignInPage kind="staff" />;
}
