import { API_BASE } from '../api/api-client.ts';
import { clearImpersonationToken, readTokens } from './token-storage.ts';

/**
 * Leaves an owner's portal: the server records the end in the audit log and the impersonation token
 * stops working (decision 124); then the token is dropped. Sent without the API client, whose 401
 * handling would sign the staff member out: an impersonation that already ran out is simply left.
 */
export async function endImpersonation(): Promise<void> {
  const token = readTokens().impersonationToken;
  if (token) {
    await fetch(`${API_BASE}/impersonation/end`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    }).catch(() => undefined);
  }
  clearImpersonationToken();
}
