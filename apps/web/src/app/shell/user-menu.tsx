import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@owner-portal/contract/current-user';
import { ACCOUNT_SETTINGS_LABEL } from '../../features/account/account.feature.tsx';
import './shell-i18n.ts';

/** The user menu: settings (/account or /admin/account) and logout. */
export function UserMenu({ user, settingsPath }: { user: CurrentUser; settingsPath: string }) {
  const { t } = useTranslation('shell');
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/* The name comes from the content, not aria-label: a label that does not contain the visible
            initials fails axe's label-content-name-mismatch (WCAG 2.5.3). The initials and first name
            are decoration for sighted users; the hidden text names the button. */}
        <UnstyledButton>
          <VisuallyHidden>{t('header.userMenu', { name: `${user.first_name} ${user.last_name}` })}</VisuallyHidden>
          <Group gap={6} wrap="nowrap" aria-hidden>
            <Avatar color="brand" radius="xl" size={34}>
              {initials}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md">
              {user.first_name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={settingsPath} leftSection={<IconSettings size={16} aria-hidden />}>
          {t(ACCOUNT_SETTINGS_LABEL)}
        </Menu.Item>
        <Menu.Item component={Link} to="/auth/logout" leftSection={<IconLogout size={16} aria-hidden />}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
