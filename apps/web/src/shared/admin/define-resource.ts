import type { ComponentType, ReactNode } from 'react';
import type { MantineSize } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Action, AdminAreaKey, RouteName } from '@owner-portal/contract/permissions';
import type { PagedList } from '../table/list-screen.tsx';
import type { LazyForm } from './define-form.ts';
import type { ResourceApi } from './resource-api.ts';
import type { FormSpec } from './form-spec.ts';

/** A column of an admin list. Its header is `columns.<key>` in the resource's namespace unless `label` names another key. */
export interface ResourceColumn<Row> {
  key: string;
  label?: string;
  /** Sortable columns send order_by=<key>: the key must be in the server's sort whitelist. */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** false: the cell shows all it holds (badges that wrap) instead of two lines at most. */
  clamp?: boolean;
  /** Without it the cell shows the row's value under `key`. */
  render?: (row: Row, t: TFunction, ctx: ResourceContext<Row>) => ReactNode;
}

/** A select above the list whose value is the URL (and API) parameter `name`. */
export interface ResourceFilter {
  name: string;
  /** The values; each is labelled `filters.<name>.<value>`, the select `filters.<name>.label`. */
  options: readonly string[];
  /** Options read from the server (e.g. the series), already labelled; used instead of `options`. */
  useOptions?: () => { value: string; label: string }[];
}

/** What a row menu's extra items and a custom column can use. */
export interface ResourceContext<Row> {
  t: TFunction;
  /** Whether the caller may take this action here (tech may not write some areas). */
  can: (action: Action) => boolean;
  openEdit: (row: Row) => void;
  askDelete: (row: Row) => void;
  /** Opens the record's detail modal (the resource's `detail`). */
  openDetail: (row: Row) => void;
}

/**
 * Another way to show the same records (a calendar, say). The views are offered by a switch labelled
 * `views.label`, each named `views.<name>`, and the one shown is the URL's `view` (the first by default).
 */
export interface ResourceView<Row> {
  name: string;
  /** Shown in place of the table (it shows its own loading and failure); without it the view is the table. */
  component?: ComponentType<{ list: PagedList<Row>; ctx: ResourceContext<Row> }>;
}

/** Extra row-menu items (impersonate, publish, …); a hook, so it may use queries and mutations. */
export type UseRowActions<Row> = () => {
  /** Menu.Items shown before Edit and Delete; null for none. */
  items: (row: Row, ctx: ResourceContext<Row>) => ReactNode;
  /** The row's menu button spins while one of these runs for it. */
  busy?: (row: Row) => boolean;
  /** Dialogs the items open (a question before the action), drawn by the screen. */
  dialogs?: ReactNode;
};

/**
 * One admin screen, declared (STYLE: react-admin's Resource, Refine's resources): the kit renders its
 * list, add/edit modal, delete question, row menu and optional view/edit pages from this.
 * Texts come from the namespace (see docs/web-architecture.md for the keys).
 */
export interface AdminResource<Row extends { id: number }, Input> {
  /** The i18n namespace, registered by the resource's module. */
  namespace: string;
  /** The heading's i18n key (`ns:key`), when it is not the namespace's `title`. */
  title?: string;
  /** The role table's area: who may open the screen (the router's guard uses the same table). */
  area: AdminAreaKey;
  /** The route name of the action-permission rule; without one every action is allowed. */
  routeName?: RouteName;
  api: ResourceApi<Row, Input>;
  /** How a record is named in its menu ("Actions for …") and the delete question. */
  name: (row: Row) => string;
  columns: ReadonlyArray<ResourceColumn<Row>>;
  searchable?: boolean;
  /** false: one page holds every row (a week's classes): no pagination and no page size to choose. */
  paged?: boolean;
  /** The list has a date-range filter (on the records' dates). */
  dates?: boolean;
  filters?: readonly ResourceFilter[];
  /** More controls beside the filters (a location switcher, a week's navigation); may use hooks. */
  toolbar?: ComponentType;
  views?: ReadonlyArray<ResourceView<Row>>;
  /** A record's modal, titled with its name, opened by ctx.openDetail (a column's button, say). */
  detail?: ComponentType<{ row: Row; ctx: ResourceContext<Row> }>;
  /** The delete question's text, when `deleteText` with the record's name does not say enough. */
  deleteText?: (row: Row, t: TFunction) => string;
  /**
   * The add/edit form, declared (`defineForm`): its fields, from the contract's zod schema where they
   * match it; `lazyForm(…)` when it is declared in a module that loads as the modal opens. It saves
   * `{ id, body }` through `api.useSave`. None: no add or edit.
   */
  form?: FormSpec<Row> | LazyForm<Row>;
  modalSize?: MantineSize;
  /** Add needs the create permission and a form; some resources are edit-only. */
  canAdd?: boolean;
  /** Some resources are add-only (a record that cannot change once made, an API key). */
  canEdit?: boolean;
  canDelete?: boolean;
  /** A failed delete also closes the question; the failure notice says why. */
  closeDeleteOnError?: boolean;
  useRowActions?: UseRowActions<Row>;
  /**
   * The CSV's name before its date when the server names none (`${csvName}-date.csv`); every list with an
   * `api.exportPath` offers "Export CSV" of exactly its filtered rows (decision 129).
   */
  csvName?: string;
  /**
   * Pages at `<area path>/view/:id` and `/edit/:id` (route them with AdminResourceDetail): the row menu
   * links View to the first, and Edit to the second instead of opening the modal.
   */
  viewPage?: ComponentType<{ id: string }>;
  editPage?: ComponentType<{ id: string }>;
}

/** Declares a resource; the identity, so the row and input types are inferred in one place. */
export function defineResource<Row extends { id: number }, Input>(resource: AdminResource<Row, Input>) {
  return resource;
}
