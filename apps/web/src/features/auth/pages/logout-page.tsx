import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isStaffRole } from '@owner-portal/contract/roles';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { readSession } from '../../../shared/session/session.ts';
import { clearAllTokens, readTokens } from '../../../shared/session/token-storage.ts';
import { signOut } from '../api/auth-api.ts';

/** /auth/logout: tells the server, clears every stored token and goes to the right sign-in page. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const staff = isStaffRole(readSession().user?.role);
    const done = () => {
      clearAllTokens();
      void navigate(staff ? '/admin/login' : '/auth/login', { replace: true });
    };
    if (!readTokens().token) {
      done();
      return;
    }
    signOut().then(done, done);
  }, [navigate]);

  return <PageLoader />;
}
