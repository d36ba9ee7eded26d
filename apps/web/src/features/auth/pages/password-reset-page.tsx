import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { notifyError } from '../../../shared/notifications/notify.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { resetPassword } from '../api/auth-api.ts';

export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const title = useDocumentTitle('auth:passwordReset.title');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const form = useFormValidation(
    { password: '', password_confirmation: '' },
    { rules: { password: ['required'], password_confirmation: ['required'] } },
  );

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const reply = await resetPassword({ token, ...values });
      setDoneMessage(reply.message);
    } catch (error) {
      const tokenText = error instanceof ApiError ? error.fieldErrors.token?.[0] : undefined;
      if (tokenText) setTokenError(tokenText);
      if (!form.applyServerErrors(error)) {
        notifyError(t('errors.failTitle'), (error instanceof ApiError && error.serverMessage) || t('errors.generic'));
      }
    } finally {
      setBusy(false);
    }
  });

  if (!token) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Alert icon={<IconAlertTriangle aria-hidden />} color="orange">
          {t('passwordReset.missingToken')}
        </Alert>
        <Anchor component={Link} to="/auth/password/request">
          {t('passwordReset.requestNew')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {doneMessage ? (
        <Alert icon={<IconCircleCheck aria-hidden />} color="teal" title={t('passwordReset.doneTitle')}>
          {doneMessage}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {tokenError && (
              <Alert icon={<IconAlertTriangle aria-hidden />} color="orange">
                {tokenError}{' '}
                <Anchor component={Link} to="/auth/password/request">
                  {t('passwordReset.requestNew')}
                </Anchor>
              </Alert>
            )}
            <PasswordInput
              label={t('fields.newPassword')}
              autoComplete="new-password"
              required
              value={form.values.password}
              error={form.errors.password}
              onChange={(event) => form.setValue('password', event.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            />
            <PasswordInput
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              required
              value={form.values.password_confirmation}
              error={form.errors.password_confirmation}
              onChange={(event) => form.setValue('password_confirmation', event.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('passwordReset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/auth/login" size="sm">
        {t('passwordRequest.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
