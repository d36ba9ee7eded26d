import { Outlet } from 'react-router';
import { AdminHeaderSearch } from '../../features/search/search.feature.tsx';
import { useSession } from '../../shared/session/session.ts';
import { AdminNav } from './admin-nav.tsx';
import { PageLeaveGuard } from '../../shared/forms/page-leave-guard.tsx';
import { FirstTimeLanguageModal } from './first-time-language-modal.tsx';
import { hasNoAdminArea, RoleLandingPanel } from './role-landing.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ShellFrame } from './shell-frame.tsx';
import { UserMenu } from './user-menu.tsx';

/** The back office's layout; the guards let only staff in. */
export function AdminShell() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ShellFrame
      headerActions={
        <>
          <AdminHeaderSearch role={user.role} />
          <LanguageSelect />
          <UserMenu user={user} settingsPath="/admin/account" />
        </>
      }
      navigation={(close) => <AdminNav role={user.role} onNavigate={close} />}
    >
      <FirstTimeLanguageModal kind="staff" />
      <PageLeaveGuard />
      {/* Their landing page (their account) says first what the role can do here; on a phone the sidebar is closed. */}
      {hasNoAdminArea(user.role) && <RoleLandingPanel role={user.role} full />}
      <Outlet />
    </ShellFrame>
  );
}
