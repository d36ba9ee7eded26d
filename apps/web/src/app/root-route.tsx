import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { pendingSignInAfter401, setApiNavigator, settleSignInAfter401 } from '../shared/api/api-client.ts';
import { dropFirstScreenResponsesOff } from '../shared/api/first-screen-data.ts';
import { decideRedirect } from '../shared/routing/guard.ts';
import { effectiveUser, useSession } from '../shared/session/session.ts';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { setFormatRegion } from '../shared/format/format-locale.ts';
import { applyLanguage } from '../shared/i18n/i18n.ts';
import { RouteLoader } from '../shared/ui/page-loader.tsx';

/**
 * Runs the route guards on every navigation, applies the signed-in user's stored language, and gives
 * the API client the router's navigation for 401s.
 */
export function RootRoute() {
  const location = useLocation();
  const session = useSession();
  const target = `${location.pathname}${location.search}`;
  const after401 = session.user ? null : pendingSignInAfter401();
  const after401Path = after401?.split('?')[0];
  const redirect =
    after401 && location.pathname !== after401Path ? after401 : decideRedirect({ path: target, session });
  const reader = effectiveUser(session, location.pathname);
  const langCode = reader?.lang_code;
  // Set while rendering, before the screens below format a single date or amount.
  setFormatRegion(isEuropeanSubsidiary(reader?.subsidiary_id) ? 'eu' : 'us');

  useEffect(() => {
    if (langCode) applyLanguage(langCode);
  }, [langCode]);

  useEffect(() => dropFirstScreenResponsesOff(target), [target]);

  useEffect(() => {
    if (session.user || location.pathname === after401Path) settleSignInAfter401();
  }, [session.user, location.pathname, after401Path]);

  // After a 401: to the sign-in page inside the app, and no answer of the ended session is kept.
  // A layout effect, so it is in place before any screen's query starts (those start in effects).
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setApiNavigator((to) => {
      navigate(to, { replace: true });
      // Loaded on demand: the query library is not part of the sign-in page's budget.
      void import('../shared/api/query-client.ts').then(({ queryClient }) => queryClient.clear());
    });
  }, [navigate]);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Suspense fallback={<RouteLoader />}>
      <Outlet />
    </Suspense>
  );
}
