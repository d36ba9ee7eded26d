import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ADMIN_AREAS, canOpenArea } from '@owner-portal/contract/permissions';
import type { AdminAreaKey, AdminNavGroup } from '@owner-portal/contract/permissions';
import { adminScreenOf } from '../admin-features.ts';
import { isActivePath } from '../../shared/routing/route-flags.ts';
import { hasNoAdminArea, RoleLandingPanel } from './role-landing.tsx';
import './shell-i18n.ts';

const GROUPS: readonly AdminNavGroup[] = ['content', 'manage', 'training'];

/** The areas of one navigation group that a role may open and a feature serves, in the role table's order. */
export function adminNavItems(role: string, group: AdminNavGroup): AdminAreaKey[] {
  return (Object.keys(ADMIN_AREAS) as AdminAreaKey[]).filter(
    (key) => ADMIN_AREAS[key].group === group && canOpenArea(role, key) && adminScreenOf(key) !== undefined,
  );
}

/** Back-office navigation grouped Content / Manage / Training. */
export function AdminNav({ role, onNavigate }: { role: string; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // A role without lists of its own (finance, sales) is told why the sidebar is so short, not left guessing.
  return (
    <Stack gap="md">
      {hasNoAdminArea(role) && <RoleLandingPanel role={role} />}
      {GROUPS.map((group) => {
        const keys = adminNavItems(role, group);
        if (keys.length === 0) return null;
        return (
          <div key={group} role="group" aria-labelledby={`nav-group-${group}`}>
            <Text id={`nav-group-${group}`} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
              {t(`adminGroups.${group}`)}
            </Text>
            {keys.map((key) => {
              const active = isActivePath(pathname, ADMIN_AREAS[key].path);
              return (
                <NavLink
                  key={key}
                  component={Link}
                  to={ADMIN_AREAS[key].path}
                  label={t(adminScreenOf(key)?.label ?? '')}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                />
              );
            })}
          </div>
        );
      })}
    </Stack>
  );
}
