import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textField } from '../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../shared/forms/use-submit.ts';
import { notifySuccess } from '../../../shared/notifications/notify.ts';
import { useChangePassword, type PasswordChange } from '../api/password-api.ts';
import '../account-i18n.ts';

const EMPTY: PasswordChange = { current_password: '', password: '', password_confirmation: '' };
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const AUTOCOMPLETE = {
  current_password: 'current-password',
  password: 'new-password',
  password_confirmation: 'new-password',
};

/** Password change: the current password is required, and every other session is signed out. */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useFormValidation<PasswordChange>(EMPTY, {
    rules: { current_password: ['required'], password: ['required'], password_confirmation: ['required'] },
  });
  const { submit, saving } = useSubmit(form, async (values) => {
    await change.mutateAsync(values);
    notifySuccess(t('password.saved'));
    form.reset(EMPTY);
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-password">
      <Title order={2} size="h4" mb="xs" id="account-password">
        {t('password.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t('password.text')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          {FIELDS.map((field) => (
            <PasswordInput
              key={field}
              label={t(`password.${field}`)}
              {...textField(form, field)}
              autoComplete={AUTOCOMPLETE[field]}
              withAsterisk
            />
          ))}
          <Group>
            <Button type="submit" loading={saving} disabled={form.hasErrors}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
