import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { notifyError } from '../../../shared/notifications/notify.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { requestPasswordReset } from '../api/auth-api.ts';

export function PasswordRequestPage() {
  const { t } = useTranslation('auth');
  const title = useDocumentTitle('auth:passwordRequest.title');
  const [busy, setBusy] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useFormValidation({ email: '' }, { rules: { email: ['required', 'email'] } });

  const submit = form.handleSubmit(async ({ email }) => {
    setBusy(true);
    try {
      const reply = await requestPasswordReset(email.trim());
      setSentMessage(reply.message);
    } catch (error) {
      if (!form.applyServerErrors(error)) {
        notifyError(t('errors.failTitle'), (error instanceof ApiError && error.serverMessage) || t('errors.generic'));
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {sentMessage ? (
        <Alert icon={<IconMailCheck aria-hidden />} color="teal" title={t('passwordRequest.sentTitle')}>
          {sentMessage}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text c="dimmed">{t('passwordRequest.intro')}</Text>
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              value={form.values.email}
              error={form.errors.email}
              onChange={(event) => form.setValue('email', event.currentTarget.value)}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('passwordRequest.submit')}
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
