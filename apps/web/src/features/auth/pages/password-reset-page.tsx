import { useState } from 'react';
import { Alert, Anchor, PasswordInput, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client.ts';
import { textField } from '../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../shared/forms/use-submit.ts';
import { translateServerText } from '../../../shared/i18n/server-text.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { resetPassword } from '../api/auth-api.ts';
import { notifyPasswordFailure } from '../components/password-failure.ts';
import { PasswordFormFrame } from '../components/password-form-frame.tsx';

export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const title = useDocumentTitle('auth:passwordReset.title');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const form = useFormValidation(
    { password: '', password_confirmation: '' },
    { rules: { password: ['required'], password_confirmation: ['required'] } },
    // Typed passwords are not kept for a reader who leaves: no question.
    { guardLeaving: false },
  );
  const { submit, saving } = useSubmit(
    form,
    async (values) => {
      try {
        const reply = await resetPassword({ token, ...values });
        setDoneMessage(translateServerText(reply.message));
      } catch (error) {
        // The token is no field of the form: an expired or used one gets its own alert.
        const tokenText = error instanceof ApiError ? error.fieldErrors.token?.[0] : undefined;
        if (tokenText) setTokenError(translateServerText(tokenText));
        throw error;
      }
    },
    { onOtherError: (error) => notifyPasswordFailure(error, t) },
  );
  const passwordField = {
    autoComplete: 'new-password',
    required: true,
    visibilityToggleButtonProps: { 'aria-label': t('fields.togglePassword') },
  };

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
    <PasswordFormFrame
      title={title}
      onSubmit={submit}
      busy={saving}
      submitLabel={t('passwordReset.submit')}
      done={
        doneMessage
          ? { title: t('passwordReset.doneTitle'), icon: <IconCircleCheck aria-hidden />, message: doneMessage }
          : null
      }
    >
      {tokenError && (
        <Alert icon={<IconAlertTriangle aria-hidden />} color="orange">
          {tokenError}{' '}
          <Anchor component={Link} to="/auth/password/request">
            {t('passwordReset.requestNew')}
          </Anchor>
        </Alert>
      )}
      <PasswordInput label={t('fields.newPassword')} {...passwordField} {...textField(form, 'password')} />
      <PasswordInput
        label={t('fields.passwordConfirmation')}
        {...passwordField}
        {...textField(form, 'password_confirmation')}
      />
    </PasswordFormFrame>
  );
}
