import { useState } from 'react';
import { Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@owner-portal/contract/current-user';
import { textField } from '../../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../../shared/forms/use-submit.ts';
import { notifySuccess } from '../../../../shared/notifications/notify.ts';
import { useSession } from '../../../../shared/session/session.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { useUpdateAdminAccount } from '../api/admin-account-api.ts';
import '../admin-account-i18n.ts';

type AccountValues = {
  first_name: string;
  last_name: string;
  lang_code: string;
  current_password: string;
  password: string;
};

function AccountForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('admin-account');
  const update = useUpdateAdminAccount();
  const initial: AccountValues = {
    first_name: user.first_name,
    last_name: user.last_name,
    lang_code: user.lang_code === 'es' ? 'es' : 'en',
    current_password: '',
    password: '',
  };
  // The current password is required only to change the password.
  const [changingPassword, setChangingPassword] = useState(false);
  const form = useFormValidation<AccountValues>(initial, {
    rules: { first_name: ['required'], last_name: ['required'], current_password: ['required'] },
    ignore: changingPassword ? [] : ['current_password'],
  });
  const { submit, saving } = useSubmit(form, async (values) => {
    await update.mutateAsync({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      lang_code: values.lang_code,
      ...(values.password ? { current_password: values.current_password, password: values.password } : {}),
    });
    notifySuccess(t('saved'));
    form.reset({ ...values, current_password: '', password: '' });
    setChangingPassword(false);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={640}>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="md">
            {t('profile')}
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('fields.first_name')}
                {...textField(form, 'first_name')}
                withAsterisk
                autoComplete="given-name"
              />
              <TextInput
                label={t('fields.last_name')}
                {...textField(form, 'last_name')}
                withAsterisk
                autoComplete="family-name"
              />
            </SimpleGrid>
            <TextInput label={t('fields.email')} value={user.email} readOnly />
            <Select
              label={t('fields.lang_code')}
              data={[
                { value: 'en', label: 'English' },
                { value: 'es', label: 'Español' },
              ]}
              value={form.values.lang_code}
              onChange={(value) => value && form.setValue('lang_code', value)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="md">
            {t('passwordTitle')}
          </Title>
          <Stack gap="sm">
            <PasswordInput
              label={t('fields.password')}
              description={t('passwordHint')}
              styles={{ description: { color: 'var(--mantine-color-text)' } }}
              value={form.values.password}
              error={form.errors.password}
              autoComplete="new-password"
              onChange={(event) => {
                const value = event.currentTarget.value;
                form.setValue('password', value);
                setChangingPassword(value !== '');
                // Not changing the password any more: the current one is not needed, nor its error.
                if (value === '') form.setValue('current_password', '');
              }}
              visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
            />
            <PasswordInput
              label={t('fields.current_password')}
              {...textField(form, 'current_password')}
              withAsterisk={changingPassword}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={form.hasErrors}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/account: the staff member's names, language and password. */
export function AdminAccountPage() {
  const title = useDocumentTitle('admin-account:title');
  const { user } = useSession();
  return (
    <>
      <PageHeader title={title} />
      {user && <AccountForm user={user} />}
    </>
  );
}
