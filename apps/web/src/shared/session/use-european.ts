import { useLocation } from 'react-router';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { effectiveUser, useSession } from './session.ts';

/** True for a subsidiary-3 (European) customer, who sees no pre-training. */
export function useEuropean(): boolean {
  const { pathname } = useLocation();
  return isEuropeanSubsidiary(effectiveUser(useSession(), pathname)?.subsidiary_id);
}
