import { NavLink, Stack } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCertificate,
  IconGift,
  IconLayoutDashboard,
  IconPackage,
  IconPlayerPlay,
  IconReceipt,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import './shell-i18n.ts';

interface NavItem {
  path: string;
  labelKey: string;
  icon: ReactNode;
  hiddenForEurope?: boolean;
}

/** Customer navigation of SPEC point 2, in order. */
export const CUSTOMER_NAV: readonly NavItem[] = [
  { path: '/', labelKey: 'screens.dashboard', icon: <IconLayoutDashboard size={18} /> },
  { path: '/products', labelKey: 'screens.products', icon: <IconPackage size={18} /> },
  { path: '/training', labelKey: 'screens.preTraining', icon: <IconPlayerPlay size={18} />, hiddenForEurope: true },
  { path: '/post-training', labelKey: 'screens.postTraining', icon: <IconCertificate size={18} /> },
  { path: '/schedules', labelKey: 'screens.schedules', icon: <IconCalendarEvent size={18} /> },
  { path: '/orders', labelKey: 'screens.orders', icon: <IconTruckDelivery size={18} /> },
  { path: '/transactions', labelKey: 'screens.transactions', icon: <IconReceipt size={18} /> },
  { path: '/referrals', labelKey: 'screens.referrals', icon: <IconGift size={18} />, hiddenForEurope: true },
];

export function isActivePath(current: string, path: string): boolean {
  if (path === '/' || path === '/admin') return current === path || current === `${path}/`;
  return current === path || current.startsWith(`${path}/`);
}

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
          label={t(item.labelKey)}
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
