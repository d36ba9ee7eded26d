import { AppShell, Burger } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ShellLayout, ShellMain } from '../shell/shell-layout.tsx';

/**
 * The signed-in layout as the page's HTML draws it before the scripts run: the header, the side
 * navigation's place and the screen's title (index.html's script writes the title in, or takes it
 * out where the screen's title is its data). Nothing in it can be used: it is replaced by the app's
 * own layout, drawn in the same place, as soon as the screen is there.
 */
export function FirstPaintFrame() {
  const { t } = useTranslation('shell');
  return (
    <ShellLayout
      navbarCollapsedOnPhone
      burger={<Burger hiddenFrom="sm" size="sm" tabIndex={-1} aria-label={t('header.openNavigation')} />}
      navbar={<AppShell.Navbar p="sm" component="nav" />}
    >
      <ShellMain>
        <PageHeader title="" />
      </ShellMain>
    </ShellLayout>
  );
}
