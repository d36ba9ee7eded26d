import { Suspense, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { AppShell, Burger, Group, ScrollArea, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../shared/api/query-client.ts';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from '../../shared/ui/legal-links.tsx';
import { RouteLoader } from '../../shared/ui/page-loader.tsx';
import { ShellLayout, ShellMain } from './shell-layout.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import './shell-i18n.ts';
import './print.css';

interface ShellFrameProps {
  headerActions: ReactNode;
  navigation: (close: () => void) => ReactNode;
  navbarFooter?: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}

/** The signed-in layout: header, side navigation (a drawer on phones), content and footer. */
export function ShellFrame({ headerActions, navigation, navbarFooter, banner, children }: ShellFrameProps) {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const theme = useMantineTheme();
  // Read at the first render: Mantine's default reads it in an effect, which drew the whole shell twice.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  // A closed drawer slides off screen; hide it from the keyboard and screen readers too.
  const drawerClosed = Boolean(phone) && !opened;
  const burger = useRef<HTMLButtonElement>(null);
  // Escape closes the open drawer and gives focus back to the button that opened it.
  useEffect(() => {
    if (!opened || !phone) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened, phone, close]);
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout
        navbarCollapsedOnPhone={!opened}
        before={<SkipLink />}
        burger={
          <Burger
            ref={burger}
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? t('header.closeNavigation') : t('header.openNavigation')}
            aria-controls="shell-navigation"
            aria-expanded={opened}
          />
        }
        headerActions={headerActions}
        navbar={
          <AppShell.Navbar
            id="shell-navigation"
            aria-label={t('header.navigation')}
            p="sm"
            component="nav"
            inert={drawerClosed}
            style={drawerClosed ? { visibility: 'hidden' } : undefined}
          >
            <AppShell.Section grow component={ScrollArea}>
              {navigation(close)}
            </AppShell.Section>
            {navbarFooter && <AppShell.Section visibleFrom="sm">{navbarFooter}</AppShell.Section>}
          </AppShell.Navbar>
        }
      >
        <ShellMain
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          banner={banner}
          footer={
            <Group component="footer" justify="center" pt="xl" pb="xs">
              <LegalLinks />
            </Group>
          }
        >
          <Suspense fallback={<RouteLoader />}>{children}</Suspense>
        </ShellMain>
      </ShellLayout>
    </QueryClientProvider>
  );
}
