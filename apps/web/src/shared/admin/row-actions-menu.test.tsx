import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { DeleteMenuItem, EditMenuItem, RowActionsMenu } from './row-actions-menu.tsx';

function renderMenu(onEdit = vi.fn()) {
  renderWithProviders(
    <RowActionsMenu label="Actions for Ada">
      <EditMenuItem label="Edit" onClick={onEdit} />
      <DeleteMenuItem label="Delete" onClick={vi.fn()} />
    </RowActionsMenu>,
  );
  return screen.getByRole('button', { name: 'Actions for Ada' });
}

describe('RowActionsMenu', () => {
  it('says it opens a menu before it was ever opened', () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first press by keyboard, and Escape gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderMenu().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).toHaveFocus();
  });

  it('runs the picked item and leaves focus on its button', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    await user.click(renderMenu(onEdit));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
  });
});
