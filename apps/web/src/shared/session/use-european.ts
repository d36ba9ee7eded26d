import { useLocation } from 'react-router';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { effectiveUser, useSession } from './session.ts';

/** Subsidiary 3 sees no pre-training (SPEC points 2 and 6). */
export function useEuropean(): boolean {
  const { pathname } = useLocation();
  return isEuropeanSubsidiary(effectiveUser(useSession(), pathname)?.subsidiary_id);
}
