import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from '../../../shared/admin/schema-form.tsx';
import { ApiError } from '../../../shared/api/api-client.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { slotForm } from './slot-form.ts';
import type { SlotFormData } from './slot-form.ts';

// The form's data as its hook would load it: the region's one location, no templates, a fixed day.
const data: SlotFormData = {
  locations: [{ id: 1, name: 'Orlando', region: 'us' } as never],
  locationId: 1,
  options: { templates: [], groups: [] } as never,
  defaultDate: '2020-01-06',
};
const spec = { ...slotForm('us'), useData: () => ({ pending: false, data }) };

// The kit saves { id, body }; the checks below read the class's fields beside its id.
const renderForm = (onSave: (input: unknown) => Promise<void>) =>
  renderWithProviders(
    <SchemaForm
      spec={spec}
      namespace="admin-schedule"
      item={null}
      onSave={({ id, body }) => onSave({ id, ...body })}
      onCancel={vi.fn()}
    />,
  );

describe('the class form', () => {
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
    const { unmount } = renderForm(onSave);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Tema/ }), 'Hooping');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Fecha/)).toHaveAccessibleDescription('La fecha y la hora deben ser futuras.'),
    );
    unmount();
    await i18n.changeLanguage('en');
  });

  it("asks a repeating class for its days and last date before saving, in the reader's language", async () => {
    await i18n.changeLanguage('es');
    const onSave = vi.fn(async () => {});
    const { unmount } = renderForm(onSave);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Tema/ }), 'Hooping');
    await user.click(screen.getByRole('checkbox', { name: /Repetir/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los días son obligatorios.')).toBeInTheDocument();
    expect(screen.getByText('La última fecha es obligatoria.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    unmount();
    await i18n.changeLanguage('en');
  });

  it("shows the server's errors on the repeat under its days and last date, and sends the repeat it was given", async () => {
    const onSave = vi.fn(async (_input: unknown) => {
      throw new ApiError(422, {
        message: 'The given data was invalid.',
        errors: { 'repeat.until': ['The repeat must end within a year.'] },
      });
    });
    const { unmount } = renderForm(onSave);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Topic/ }), 'Hooping');
    await user.click(screen.getByRole('checkbox', { name: /Repeat/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Mon/ }));
    await user.type(screen.getByLabelText(/Until/), '2021-01-06');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: null, training_topic: 'Hooping', repeat: { weekdays: [1], until: '2021-01-06' } }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/Until/)).toHaveAccessibleDescription('The repeat must end within a year.'),
    );
    unmount();
  });

  it("takes a Hamburg class in Hamburg's time and sends it with Hamburg's clock named, a repeat's weekdays Hamburg's too", async () => {
    const hamburg: SlotFormData = {
      ...data,
      locations: [{ id: 4, name: 'Hamburg showroom', region: 'eu', time_zone: 'Europe/Berlin' } as never],
      locationId: 4,
      defaultDate: '2030-12-05',
    };
    const onSave = vi.fn(async (_input: unknown) => {});
    const { unmount } = renderWithProviders(
      <SchemaForm
        spec={{ ...slotForm('eu'), useData: () => ({ pending: false, data: hamburg }) }}
        namespace="admin-schedule"
        item={null}
        onSave={({ id, body }) => onSave({ id, ...body })}
        onCancel={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Topic/ }), 'Hooping');
    // 10:00 Eastern reads 16:00 in Hamburg once the clock is switched.
    await user.click(screen.getByRole('radio', { name: "The location's time (Europe/Berlin)" }));
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('16:00');
    await user.clear(screen.getByLabelText(/^Start time/));
    await user.type(screen.getByLabelText(/^Start time/), '10:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ date: '2030-12-05', time: '10:00', time_zone: 'Europe/Berlin' });

    // Back on Eastern Time, the same instant in Eastern Time, and no clock named.
    onSave.mockClear();
    await user.click(screen.getByRole('radio', { name: 'Eastern Time' }));
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('04:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ date: '2030-12-05', time: '04:00' });
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('time_zone');
    unmount();
  });
});
