import { useState } from 'react';

export interface EditModalState<Item> {
  opened: boolean;
  /** The record being edited, or null while adding one. */
  item: Item | null;
  openAdd: () => void;
  openEdit: (item: Item) => void;
  close: () => void;
}

/** Which record the add/edit modal shows, and whether it is open. */
export function useEditModal<Item>(): EditModalState<Item> {
  const [state, setState] = useState<{ opened: boolean; item: Item | null }>({ opened: false, item: null });
  return {
    ...state,
    openAdd: () => setState({ opened: true, item: null }),
    openEdit: (item) => setState({ opened: true, item }),
    // The item stays while the modal fades out, so its title does not flip to "Add" on the way.
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}
