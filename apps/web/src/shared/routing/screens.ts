import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { AdminAreaKey } from '@owner-portal/contract/permissions';

/** A link of the owner's side navigation; `label` is an i18n key of the feature's own texts. */
export interface NavEntry {
  path: string;
  label: string;
  icon: ReactNode;
  /** Subsidiary 3 does not see it (pre-training, referrals). */
  hiddenForEurope?: boolean;
}

/** What a feature adds to the owner's portal: routes under the customer shell, and navigation links. */
export interface CustomerScreens {
  routes: RouteObject[];
  nav: NavEntry[];
}

/**
 * A back-office area a feature serves. The role table (ADMIN_AREAS) gives its path, navigation group
 * and who may open it; `routes` are relative to that path ('' is the area's list itself).
 */
export interface AdminScreen {
  area: AdminAreaKey;
  /** i18n key of the area's name in the navigation. */
  label: string;
  routes: RouteObject[];
}
