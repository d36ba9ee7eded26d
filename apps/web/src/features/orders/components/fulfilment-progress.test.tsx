import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../../../app/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { FulfilmentProgress } from './fulfilment-progress.tsx';

function renderProgress(status: string | null) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <FulfilmentProgress currentStatus={status} />
      </MantineProvider>
    </I18nextProvider>,
  );
  const list = screen.getByRole('list', { name: 'Fulfillment progress' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      state: item.getAttribute('data-state'),
      text: item.textContent,
      current: item.getAttribute('aria-current'),
    }));
}

describe('FulfilmentProgress: ordered, picked, packed, shipped, each step’s state in words', () => {
  it('shows the four steps in order, each with its state in words', () => {
    expect(renderProgress('picked')).toEqual([
      { state: 'past', text: 'OrderedDone', current: null },
      { state: 'current', text: 'PickedCurrent step', current: 'step' },
      { state: 'next', text: '3PackedNext', current: null },
      { state: 'next', text: '4ShippedNext', current: null },
    ]);
  });

  it('reads current_status case-insensitively', () => {
    expect(renderProgress('Packed').map((s) => s.state)).toEqual(['past', 'past', 'current', 'next']);
  });

  it('marks every step done or current once shipped', () => {
    expect(renderProgress('SHIPPED').map((s) => s.state)).toEqual(['past', 'past', 'past', 'current']);
  });

  it.each([null, '', 'on hold'])('defaults to ordered for %j', (status) => {
    expect(renderProgress(status).map((s) => s.state)).toEqual(['current', 'next', 'next', 'next']);
  });
});
