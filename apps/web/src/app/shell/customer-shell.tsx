import { Outlet } from 'react-router';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { useSession } from '../../shared/session/session.ts';
import { CustomerNav } from './customer-nav.tsx';
import { PageLeaveGuard } from '../../shared/forms/page-leave-guard.tsx';
import { FirstTimeLanguageModal } from './first-time-language-modal.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { ShellFrame } from './shell-frame.tsx';
import { SidePromoCards } from './side-promo-cards.tsx';
import { SupportLinks } from './support-links.tsx';
import { UserMenu } from './user-menu.tsx';

/** The customer portal's layout; the guards let only customers and impersonating staff in. */
export function CustomerShell() {
  const session = useSession();
  const customer = session.impersonatedUser ?? session.user;
  if (!customer) return null;
  const european = isEuropeanSubsidiary(customer.subsidiary_id);
  return (
    <ShellFrame
      headerActions={
        <>
          <SupportLinks user={customer} />
          <NotificationBell />
          <UserMenu user={customer} settingsPath="/account" />
        </>
      }
      navigation={(close) => <CustomerNav european={european} onNavigate={close} />}
      navbarFooter={european ? undefined : <SidePromoCards />}
      banner={
        session.impersonatedUser ? (
          <ImpersonationBanner customer={session.impersonatedUser} readOnly={session.impersonationReadOnly} />
        ) : undefined
      }
    >
      <FirstTimeLanguageModal kind="customer" />
      <PageLeaveGuard />
      <Outlet />
    </ShellFrame>
  );
}
