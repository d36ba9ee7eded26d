import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface PasswordFormFrameProps {
  title: string;
  onSubmit: (event?: FormEvent) => void;
  busy: boolean;
  submitLabel: string;
  /** The server's reply once it has taken the form; shown instead of the form. */
  done: { title: string; icon: ReactNode; message: string } | null;
  children: ReactNode;
}

/** The password request and reset pages: a heading, the form until the server answers, and the way back to sign-in. */
export function PasswordFormFrame({ title, onSubmit, busy, submitLabel, done, children }: PasswordFormFrameProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {done ? (
        <Alert icon={done.icon} color="teal" title={done.title}>
          {done.message}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {children}
            <Button type="submit" loading={busy} fullWidth>
              {submitLabel}
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
