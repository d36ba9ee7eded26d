import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath } from '../../shared/routing/route-flags.ts';
import { CUSTOMER_NAV } from '../customer-features.tsx';
import './shell-i18n.ts';

export function CustomerNav({ european, onNavigate }: { european: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {CUSTOMER_NAV.filter((item) => !(european && item.hiddenForEurope)).map((item) => (
        <NavLink
          key={item.path}
          component={Link}
          to={item.path}
          label={t(item.label)}
          leftSection={
            <span aria-hidden style={{ display: 'flex' }}>
              {item.icon}
            </span>
          }
          active={isActivePath(pathname, item.path)}
          aria-current={isActivePath(pathname, item.path) ? 'page' : undefined}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}
