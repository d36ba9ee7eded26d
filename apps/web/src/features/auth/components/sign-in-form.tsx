import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textField } from '../../../shared/forms/text-field.ts';
import { useInFlight } from '../../../shared/forms/use-in-flight.ts';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { applyLanguage } from '../../../shared/i18n/i18n.ts';
import { userFromToken } from '../../../shared/session/claims.ts';
import { storeToken } from '../../../shared/session/token-storage.ts';
import { signIn } from '../api/auth-api.ts';
import type { SignInKind } from '../api/auth-api.ts';
import { notifySignInFailure } from './sign-in-failure.ts';

type SignInValues = {
  email: string;
  password: string;
  remember: boolean;
};

export function SignInForm({ kind }: { kind: SignInKind }) {
  const { t } = useTranslation('auth');
  const signingIn = useInFlight();
  const form = useFormValidation<SignInValues>(
    { email: '', password: '', remember: false },
    { rules: { email: ['required', 'email'], password: ['required'] } },
    // Credentials are not kept for a reader who leaves the sign-in page: no question.
    { guardLeaving: false },
  );

  const submit = form.handleSubmit(({ email, password, remember }) =>
    signingIn.run(async () => {
      try {
        const token = await signIn(kind, { email: email.trim(), password, remember });
        const user = userFromToken(token);
        storeToken(token, remember);
        applyLanguage(user?.lang_code);
        // The route guard now sends the signed-in user on, to the saved target or their home.
      } catch (error) {
        notifySignInFailure(error, t);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <Stack gap="md">
        <Title order={1} size="h2" id="sign-in-title">
          {kind === 'staff' ? t('signIn.adminTitle') : t('signIn.title')}
        </Title>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          {...textField(form, 'email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...textField(form, 'password')}
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('fields.remember')}
            checked={form.values.remember}
            onChange={(event) => form.setValue('remember', event.currentTarget.checked)}
          />
          {kind === 'customer' && (
            <Anchor component={Link} to="/auth/password/request" size="sm">
              {t('signIn.forgotPassword')}
            </Anchor>
          )}
        </Group>
        <Button type="submit" loading={signingIn.pending} fullWidth size="md">
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
