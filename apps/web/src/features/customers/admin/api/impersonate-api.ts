import { createElement, Suspense, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../../../shared/api/api-client.ts';
import { lazyNamed } from '../../../../shared/routing/lazy-named.ts';
import { storeImpersonationToken } from '../../../../shared/session/token-storage.ts';

// Drawn only once asked for: the dialog and its text area are not part of the lists' first screen.
const ImpersonateDialog = lazyNamed(() => import('../components/impersonate-dialog.tsx'), 'ImpersonateDialog');

export interface ImpersonateInput {
  customerId: number;
  /** The contact to act as; the server picks the company's first contact when absent. */
  contactId?: number;
  /** Whose portal, for the dialog's title. */
  name: string;
}

interface Started extends ImpersonateInput {
  reason: string;
}

/**
 * Opening an owner's portal: `ask` opens the dialog that asks why (required, decision 124); once
 * given, POST /api/admin/customers/{id}/impersonate stores the second token (used on the owner's pages
 * while impersonating) and opens the customer dashboard, where the shell shows the banner and the way
 * back. `dialog` is drawn by the screen (a resource's row actions hand it to the kit); its code
 * downloads the first time it is asked for, while the row shows it is busy.
 */
export function useImpersonate() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<{ input: ImpersonateInput; onError?: (error: unknown) => void } | null>(null);
  // Once drawn, it stays: closing it then runs the modal's own transition.
  const [asked, setAsked] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ customerId, contactId, reason }: Started) =>
      api.post<{ access_token: string }>(
        `/admin/customers/${customerId}/impersonate`,
        { reason, ...(contactId ? { customer_user_id: contactId } : {}) },
        { useMainToken: true },
      ),
    onSuccess: (reply) => {
      setAsking(null);
      storeImpersonationToken(reply.access_token);
      void navigate('/');
    },
  });
  const reasonError = mutation.error instanceof ApiError ? (mutation.error.fieldErrors.reason?.[0] ?? null) : null;
  const dialog: ReactNode = asked
    ? createElement(
        Suspense,
        { fallback: null },
        createElement(ImpersonateDialog, {
          name: asking ? asking.input.name : null,
          pending: mutation.isPending,
          serverError: reasonError,
          onCancel: () => {
            setAsking(null);
            mutation.reset();
          },
          onSubmit: async (reason: string) => {
            if (!asking) return;
            try {
              await mutation.mutateAsync({ ...asking.input, reason });
            } catch (error) {
              // A refused reason shows under its field; anything else closes the dialog with a notice.
              if (error instanceof ApiError && error.fieldErrors.reason) return;
              setAsking(null);
              asking.onError?.(error);
            }
          },
        }),
      )
    : null;
  return {
    ask: (input: ImpersonateInput, options: { onError?: (error: unknown) => void } = {}) => {
      mutation.reset();
      setAsked(true);
      setAsking({ input, onError: options.onError });
    },
    /** Which row is being opened: the asked one while the dialog is up or the call runs. */
    isPending: asking !== null || mutation.isPending,
    variables: asking?.input ?? mutation.variables,
    dialog,
  };
}
