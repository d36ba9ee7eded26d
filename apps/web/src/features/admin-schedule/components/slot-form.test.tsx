import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../shared/api/api-client.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SlotForm } from './slot-form.tsx';

describe('SlotForm', () => {
  // The note's autosizing textarea listens for web fonts, which jsdom does not have.
  beforeEach(() => vi.stubGlobal('document', Object.assign(document, { fonts: new EventTarget() })));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's field errors in the reader's language", async () => {
    await i18n.changeLanguage('es');
    const onSave = vi.fn(async () => {
      throw new ApiError(422, {
        message: 'The given data was invalid.',
        errors: { date: ['The date and time must be in the future.'] },
      });
    });
    const { unmount } = renderWithProviders(
      <SlotForm
        slot={null}
        locations={[{ id: 1, name: 'Orlando', region: 'us' } as never]}
        locationId={1}
        options={{ templates: [], groups: [] } as never}
        defaultDate="2020-01-06"
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Tema/ }), 'Hooping');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La fecha y la hora deben ser futuras.')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('en');
  });
});
