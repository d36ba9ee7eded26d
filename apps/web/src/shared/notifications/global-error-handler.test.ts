import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { installGlobalErrorHandler } from './global-error-handler.ts';

describe('global error handler: an uncaught error becomes an error notification', () => {
  let uninstall: () => void = () => {};
  afterEach(() => uninstall());

  it('shows an error notification titled Error with the error text', async () => {
    renderWithProviders(createElement('p', null, 'page'));
    uninstall = installGlobalErrorHandler();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('The printer is offline'), message: 'x' }));
    });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('The printer is offline')).toBeInTheDocument();
  });
});
