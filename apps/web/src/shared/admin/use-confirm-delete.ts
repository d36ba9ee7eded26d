import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../notifications/notify.ts';

export interface ConfirmDeleteOptions<Item> {
  remove: (item: Item) => Promise<unknown>;
  /** True while the delete runs: the confirm button spins. */
  pending: boolean;
  deletedText: string;
  failedTitle: string;
  /** Also close the question when the delete fails; the failure notice says why. */
  closeOnError?: boolean;
}

/** The delete question of an admin list: which record it asks about, and what confirming does. Spread `modal` on ConfirmModal. */
export function useConfirmDelete<Item>({
  remove,
  pending,
  deletedText,
  failedTitle,
  closeOnError = false,
}: ConfirmDeleteOptions<Item>) {
  const [target, setTarget] = useState<Item | null>(null);
  const close = () => setTarget(null);

  const confirm = async () => {
    if (!target) return;
    try {
      await remove(target);
      notifySuccess(deletedText);
      close();
    } catch (error) {
      notifyFailure(failedTitle, error);
      if (closeOnError) close();
    }
  };

  return {
    target,
    ask: (item: Item) => setTarget(item),
    modal: { opened: target !== null, loading: pending, onConfirm: confirm, onClose: close },
  };
}
