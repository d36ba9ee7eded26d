import { describe, expect, it } from 'vitest';
import { Modal, Tooltip } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';

describe('theme defaults (SPEC point 2)', () => {
  it('gives modals a 700px maximum width', () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Wide">
        body
      </Modal>,
    );
    const content = screen.getByRole('dialog').closest('.mantine-Modal-content') ?? screen.getByRole('dialog');
    expect((content as HTMLElement).style.maxWidth).toBe('700px');
  });

  it('gives tooltips a 700px maximum width', () => {
    renderWithProviders(
      <Tooltip label="A long explanation" opened>
        <button type="button">hover me</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').style.maxWidth).toBe('700px');
  });
});
