import { useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { textField } from '../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../shared/forms/use-submit.ts';
import { translateServerText } from '../../../shared/i18n/server-text.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { requestPasswordReset } from '../api/auth-api.ts';
import { notifyPasswordFailure } from '../components/password-failure.ts';
import { PasswordFormFrame } from '../components/password-form-frame.tsx';

export function PasswordRequestPage() {
  const { t } = useTranslation('auth');
  const title = useDocumentTitle('auth:passwordRequest.title');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useFormValidation(
    { email: '' },
    { rules: { email: ['required', 'email'] } },
    // A typed address is worth nothing once the reader leaves: no question.
    { guardLeaving: false },
  );
  const { submit, saving } = useSubmit(
    form,
    async ({ email }) => {
      const reply = await requestPasswordReset(email.trim());
      setSentMessage(translateServerText(reply.message));
    },
    { onOtherError: (error) => notifyPasswordFailure(error, t) },
  );

  return (
    <PasswordFormFrame
      title={title}
      onSubmit={submit}
      busy={saving}
      submitLabel={t('passwordRequest.submit')}
      done={
        sentMessage
          ? { title: t('passwordRequest.sentTitle'), icon: <IconMailCheck aria-hidden />, message: sentMessage }
          : null
      }
    >
      <Text c="dimmed">{t('passwordRequest.intro')}</Text>
      <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...textField(form, 'email')} />
    </PasswordFormFrame>
  );
}
