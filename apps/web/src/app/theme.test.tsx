import { describe, expect, it } from 'vitest';
import { Modal, Tooltip } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';

describe('theme defaults: modals and tooltips at most 700px wide, never wider than the screen', () => {
  it('gives modals a 700px maximum width, never wider than the screen', () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Wide">
        body
      </Modal>,
    );
    const content = screen.getByRole('dialog').closest('.mantine-Modal-content') ?? screen.getByRole('dialog');
    expect((content as HTMLElement).style.maxWidth).toBe('min(700px, 100%)');
  });

  it('gives tooltips a 700px maximum width, never wider than the screen', () => {
    renderWithProviders(
      <Tooltip label="A long explanation" opened>
        <button type="button">hover me</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').style.maxWidth).toBe('min(700px, calc(100vw - 16px))');
  });
});

describe('modal landmarks', () => {
  it('draws the modal header as a group, not a second banner landmark', () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Titled">
        body
      </Modal>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('dialog').querySelector('header')?.getAttribute('role')).toBe('group');
  });
});
