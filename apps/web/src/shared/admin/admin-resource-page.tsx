import { useState } from 'react';
import { Menu, Modal } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_AREAS, canPerform } from '@owner-portal/contract/permissions';
import type { Action } from '@owner-portal/contract/permissions';
import { useSession } from '../session/session.ts';
import { ExportCsvButton } from '../table/export-csv-button.tsx';
import { ListScreen } from '../table/list-screen.tsx';
import { useListQuery } from '../table/use-table-params.ts';
import type { ListQuery } from '../table/use-table-params.ts';
import '../table/table-i18n.ts';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { AddButton } from './add-button.tsx';
import { isLazyForm } from './define-form.ts';
import type { AdminResource, ResourceContext, UseRowActions } from './define-resource.ts';
import type { EditModalForm } from './edit-modal.tsx';
import { EditModal } from './edit-modal.tsx';
import { DeleteMenuItem, EditMenuItem, RowActionsMenu } from './row-actions-menu.tsx';
import { DeclaredForm, loadDeclaredForm } from './declared-form.tsx';
import { SelectFilter } from './select-filter.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';
import { useEditModal } from './use-edit-modal.ts';
import { ViewSwitch, useResourceView } from './view-switch.tsx';

const noRowActions: UseRowActions<unknown> = () => ({ items: () => null });
/** How long an add or edit waits for its form's code before the modal opens with a spinner. */
const FORM_WAIT_MS = 400;

/** Which actions the signed-in staff member may take on this resource (the action rule by role and route name). */
export function useResourcePermissions(routeName: AdminResource<{ id: number }, unknown>['routeName']) {
  const role = useSession().user?.role;
  return (action: Action) => (routeName ? canPerform(role, action, routeName) : true);
}

/** The list's own query, for a resource whose export reads nothing else. */
const sameQuery = (query: ListQuery) => query;

/**
 * An admin list screen from its declaration: heading, filters, table with a row menu, add/edit modal,
 * delete question and CSV export, each button only where the caller may use it.
 */
export function AdminResourcePage<Row extends { id: number }, Input extends { id: number | null }>({
  resource,
}: {
  resource: AdminResource<Row, Input>;
}) {
  const ns = resource.namespace;
  const { t } = useTranslation(ns);
  const title = useDocumentTitle(resource.title ?? `${ns}:title`);
  const filterNames = (resource.filters ?? []).map((filter) => filter.name);
  const query = useListQuery(filterNames);
  const list = resource.api.useList(query);
  // Constant per resource, so the hook is called on every render or on none.
  const exportQuery = (resource.api.useExportQuery ?? sameQuery)(query);
  const save = resource.api.useSave();
  const remove = resource.api.useDelete();
  const rowActions = (resource.useRowActions ?? (noRowActions as UseRowActions<Row>))();
  const can = useResourcePermissions(resource.routeName);
  const modal = useEditModal<Row>();
  // The form's code downloads as it is first asked for; the modal opens with the form drawn, not a
  // spinner, unless that takes longer than a moment.
  const whenFormReady = (open: () => void) => {
    const form = resource.form;
    const ready = Promise.all([loadDeclaredForm(), form && isLazyForm(form) ? form.load() : null]);
    void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FORM_WAIT_MS))])
      .catch(() => {})
      .finally(open);
  };
  const editor = {
    ...modal,
    openAdd: () => whenFormReady(modal.openAdd),
    openEdit: (row: Row) => whenFormReady(() => modal.openEdit(row)),
  };
  const [detailOf, setDetailOf] = useState<Row | null>(null);
  const view = useResourceView(resource.views);
  const deletion = useConfirmDelete({
    remove: async (row: Row) => {
      await remove.mutateAsync(row.id);
      setDetailOf(null);
    },
    pending: remove.isPending,
    deletedText: t('deleted'),
    failedTitle: t('errors.delete'),
    closeOnError: resource.closeDeleteOnError,
  });

  const mayEdit = Boolean(resource.form || resource.editPage) && resource.canEdit !== false && can('update');
  const mayDelete = resource.canDelete !== false && can('delete');
  const mayAdd = Boolean(resource.form) && resource.canAdd !== false && can('create');
  const ctx: ResourceContext<Row> = {
    t,
    can,
    openEdit: editor.openEdit,
    askDelete: deletion.ask,
    openDetail: setDetailOf,
  };
  // The detail shows the record as the list has it now (after an edit, say).
  const detailRow = detailOf && (list.data?.data.find((row) => row.id === detailOf.id) ?? detailOf);
  const Detail = resource.detail;
  const View = view?.component;
  const Toolbar = resource.toolbar;
  const base = ADMIN_AREAS[resource.area].path;

  const menu = (row: Row) => {
    const extra = rowActions.items(row, ctx);
    if (!extra && !mayEdit && !mayDelete && !resource.viewPage) return null;
    return (
      <RowActionsMenu label={t('actions.menu', { name: resource.name(row) })} loading={rowActions.busy?.(row)}>
        {resource.viewPage && (
          <Menu.Item component={Link} to={`${base}/view/${row.id}`} leftSection={<IconEye size={16} aria-hidden />}>
            {t('actions.view')}
          </Menu.Item>
        )}
        {extra}
        {mayEdit &&
          (resource.editPage ? (
            <Menu.Item
              component={Link}
              to={`${base}/edit/${row.id}`}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('actions.edit')}
            </Menu.Item>
          ) : (
            <EditMenuItem label={t('actions.edit')} onClick={() => editor.openEdit(row)} />
          ))}
        {mayDelete && <DeleteMenuItem label={t('actions.delete')} onClick={() => deletion.ask(row)} />}
      </RowActionsMenu>
    );
  };

  const columns = [
    ...resource.columns.map((column) => ({
      key: column.key,
      label: t(column.label ?? `columns.${column.key}`),
      sortable: column.sortable,
      align: column.align,
      clamp: column.clamp,
      render: column.render && ((row: Row) => column.render?.(row, t, ctx)),
    })),
    {
      key: 'actions',
      label: t('table:actions'),
      align: 'right' as const,
      unlabelledOnCards: true,
      pinned: true,
      render: menu,
    },
  ];

  const Form = resource.form;
  const renderForm = (form: EditModalForm<Row, Input>) => {
    if (!Form) return null;
    // A declared form's input is { id, body }: the resource's Input for every resourceApi.
    const onSave = form.onSave as unknown as (input: {
      id: number | null;
      body: Record<string, unknown>;
    }) => Promise<void>;
    return <DeclaredForm spec={Form} namespace={ns} item={form.item} onSave={onSave} onCancel={form.onCancel} />;
  };

  return (
    <>
      <ListScreen
        title={title}
        list={list}
        columns={columns}
        emptyMessage={t('empty')}
        noMatchMessage={t('noMatch', { defaultValue: '' }) || undefined}
        errorMessage={t('errors.load')}
        searchable={resource.searchable}
        paged={resource.paged}
        dateFilter={resource.dates}
        filterNames={filterNames}
        filters={
          <>
            {resource.filters?.map((filter) => (
              <SelectFilter key={filter.name} namespace={ns} filter={filter} />
            ))}
            {Toolbar && <Toolbar />}
            {resource.views && <ViewSwitch namespace={ns} views={resource.views} />}
          </>
        }
        body={View && <View list={list} ctx={ctx} />}
        actions={
          (mayAdd || resource.api.exportPath) && (
            <>
              {resource.api.exportPath && (
                <ExportCsvButton
                  path={resource.api.exportPath}
                  filters={exportQuery}
                  filename={resource.csvName ?? resource.area}
                />
              )}
              {mayAdd && <AddButton label={t('actions.add')} onClick={editor.openAdd} />}
            </>
          )
        }
      />
      {Form && (
        <EditModal
          editor={editor}
          addTitle={t('addTitle')}
          editTitle={t('editTitle')}
          closeLabel={t('actions.close')}
          size={resource.modalSize}
          save={save.mutateAsync}
          savedText={t('saved')}
          addedText={t('added', { defaultValue: t('saved') })}
        >
          {renderForm}
        </EditModal>
      )}
      {Detail && (
        <Modal
          // Behind the edit form and the delete question it opens, and back after them.
          opened={detailRow !== null && !editor.opened && deletion.target === null}
          onClose={() => setDetailOf(null)}
          title={detailRow ? resource.name(detailRow) : ''}
          size="lg"
          closeButtonProps={{ 'aria-label': t('actions.close') }}
        >
          {detailRow && <Detail row={detailRow} ctx={ctx} />}
        </Modal>
      )}
      {rowActions.dialogs}
      {mayDelete && (
        <ConfirmModal
          {...deletion.modal}
          title={t('deleteTitle')}
          message={
            deletion.target
              ? (resource.deleteText?.(deletion.target, t) ?? t('deleteText', { name: resource.name(deletion.target) }))
              : ''
          }
          confirmLabel={t('actions.confirmDelete', { defaultValue: t('actions.delete') })}
          cancelLabel={t('actions.keep', { defaultValue: t('actions.cancel') })}
          closeLabel={t('actions.close')}
        />
      )}
    </>
  );
}
