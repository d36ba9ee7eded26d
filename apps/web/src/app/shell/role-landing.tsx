import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_AREAS, canOpenArea } from '@owner-portal/contract/permissions';
import type { AdminArea, AdminAreaKey } from '@owner-portal/contract/permissions';
import './shell-i18n.ts';

/**
 * Whether a staff role opens no back-office list of its own (finance and sales today): only the areas
 * every staff member has (the audit log of their own actions, never a landing screen).
 */
export function hasNoAdminArea(role: string): boolean {
  return !(Object.keys(ADMIN_AREAS) as AdminAreaKey[]).some(
    (key) => (ADMIN_AREAS[key] as AdminArea).home !== false && canOpenArea(role, key),
  );
}

/**
 * What a role without back-office lists can do here, instead of an empty sidebar without a word: the
 * sidebar's short version, and the landing page's (`full`) with what to ask for.
 */
export function RoleLandingPanel({ role, full = false }: { role: string; full?: boolean }) {
  const { t } = useTranslation('shell');
  const roleName = t(`roles.${role}`, { defaultValue: role });
  return (
    <Paper withBorder radius="md" p="md" mb={full ? 'lg' : 0} role="region" aria-labelledby={`role-landing-${full}`}>
      <Title order={2} size={full ? 'h4' : 'h6'} id={`role-landing-${full}`} mb="xs">
        <ThemeIcon variant="light" size="sm" mr={6} aria-hidden>
          <IconInfoCircle size={16} />
        </ThemeIcon>
        {t('roleLanding.title', { role: roleName })}
      </Title>
      <Text size="sm" mb="xs">
        {t('roleLanding.noAreas', { role: roleName })}
      </Text>
      {full && (
        <>
          <Text size="sm">{t('roleLanding.canDo')}</Text>
          <List size="sm" mb="xs" withPadding>
            <List.Item>{t('roleLanding.account')}</List.Item>
            <List.Item>{t('roleLanding.language')}</List.Item>
            <List.Item>{t('roleLanding.auditLog')}</List.Item>
          </List>
        </>
      )}
      <Text size="sm" c="dimmed">
        {t('roleLanding.ask')}
      </Text>
    </Paper>
  );
}
