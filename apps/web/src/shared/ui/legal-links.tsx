import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The footer's Terms of Service and Privacy Policy links. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="md" justify="center" component="nav" aria-label={t('legal.navLabel')}>
      <Anchor component={Link} to="/terms" size="sm" c="dimmed">
        {t('legal.terms')}
      </Anchor>
      <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
        {t('legal.privacy')}
      </Anchor>
    </Group>
  );
}
