import type { ReactNode } from 'react';
import { AppShell, Group } from '@mantine/core';
import type { AppShellMainProps } from '@mantine/core';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';

/**
 * The signed-in layout's geometry, shared by the live shell (ShellFrame) and the first paint the page's
 * HTML carries before the scripts run (first-paint-frame.tsx): the two must draw their header and the
 * screen's title in the same place, or the title would jump when the app takes over.
 */
export function ShellLayout({
  navbarCollapsedOnPhone,
  before,
  burger,
  headerActions,
  navbar,
  children,
}: {
  navbarCollapsedOnPhone: boolean;
  before?: ReactNode;
  burger: ReactNode;
  headerActions?: ReactNode;
  navbar: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: navbarCollapsedOnPhone } }}
      padding="md"
    >
      {before}
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {burger}
            <BrandMark compact />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerActions}
          </Group>
        </Group>
      </AppShell.Header>
      {navbar}
      {children}
    </AppShell>
  );
}

/** The content column: the screen, at least a screen tall, then the footer. */
export function ShellMain({
  banner,
  footer,
  children,
  ...props
}: { banner?: ReactNode; footer?: ReactNode; children: ReactNode } & Omit<AppShellMainProps, 'children'>) {
  return (
    <AppShell.Main display="flex" {...props} style={{ flexDirection: 'column', outline: 'none' }}>
      {banner && <div data-print="hide">{banner}</div>}
      {/* At least a screen tall, so the footer starts below the fold: content arriving after
          the loader then moves nothing in view (layout shift stays within its 0.05 goal). */}
      <div style={{ flex: 1, minHeight: 'calc(100dvh - var(--app-shell-header-height, 0px))' }}>{children}</div>
      {footer}
    </AppShell.Main>
  );
}
