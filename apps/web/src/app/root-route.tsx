import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideRedirect } from '../shared/routing/guard.ts';
import { effectiveUser, useSession } from '../shared/session/session.ts';
import { applyLanguage } from '../shared/i18n/i18n.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';

/** Runs the route guards on every navigation and applies the signed-in user's stored language. */
export function RootRoute() {
  const location = useLocation();
  const session = useSession();
  const target = `${location.pathname}${location.search}`;
  const redirect = decideRedirect({ path: target, session });
  const langCode = effectiveUser(session, location.pathname)?.lang_code;

  useEffect(() => {
    if (langCode) applyLanguage(langCode);
  }, [langCode]);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
