import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Contact } from '@owner-portal/contract/contacts/contacts';
import type { ContactAppointment } from '@owner-portal/contract/schedule/schedule';
import type { ContactTraining } from '@owner-portal/contract/training/training';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import { storeToken } from '../../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { ContactPage } from './contact-page.tsx';

const contact: Contact = {
  id: 7,
  first_name: 'Olivia',
  last_name: 'Owner',
  email: 'owner@example.com',
  phone: '4075550111',
  internal_id: '12',
  invite_sent_at: null,
  unlocked_trainings: 1,
  lang_code: 'en',
  created_at: '2026-11-01T10:00:00.000Z',
  customer: { id: 3, company_name: 'Stitch & Thread Co.', subsidiary_id: 1 },
};
const training: ContactTraining = {
  pretraining: [
    {
      product_id: 5,
      display_name: 'Persona PRO',
      acknowledged_at: '2026-11-20T15:00:00.000Z',
      finished_at: null,
      videos_total: 3,
      videos_complete: 2,
      quizzes_total: 1,
      quizzes_passed: 0,
    },
  ],
  warranty_confirmations: [
    { product_id: 9, display_name: 'Ri 2000 DTG Printer', confirmed_at: '2026-11-22T19:05:00.000Z' },
  ],
};
const appointment = (id: number, status: ContactAppointment['status'], time: string): ContactAppointment => ({
  id,
  cancelled: status === 'cancelled' ? 1 : 0,
  status,
  phone: '4075550111',
  created_at: '2026-11-01T10:00:00.000Z',
  region: 'us',
  product_group: { id: 4, name: 'Digitizing Software' },
  product: { id: 2, display_name: 'Chroma Inspire', serial_number: 'CHI-7731-2210' },
  time_slot: {
    id: 30 + id,
    time,
    duration_minutes: 60,
    type_name: 'Online',
    training_topic: 'Chroma digitizing basics',
    lang_code: 'en',
    class_link: null,
    class_note: null,
    video_record_url: null,
    video_record_url_complete: 0,
    location: { name: 'Online', kind: 'online' },
  },
});

const fetchMock = vi.fn();

function renderPage(replies: { training?: ContactTraining; appointments?: ContactAppointment[]; status?: number }) {
  storeToken(makeToken({ role: 'service' }), false);
  fetchMock.mockImplementation(async (url: string) => {
    const path = String(url);
    if (replies.status) return jsonResponse(replies.status, { message: 'Not found' });
    if (path.endsWith('/training')) return jsonResponse(200, { data: replies.training ?? training });
    if (path.endsWith('/appointments')) return jsonResponse(200, { data: replies.appointments ?? [] });
    return jsonResponse(200, { data: contact });
  });
  renderWithProviders(<ContactPage id="7" />, { route: '/admin/view/7' });
}

describe('the contact page: warranty confirmation and live-training attendance', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows each confirmed Ri warranty list with its time, and the pre-training progress', async () => {
    renderPage({});
    expect(await screen.findByRole('heading', { name: 'Olivia Owner' })).toBeInTheDocument();
    const warranty = (await screen.findByText('Ri 2000 DTG Printer')).closest('tr')!;
    expect(within(warranty).getByText('Confirmed')).toBeInTheDocument();
    // The reader's zone (UTC in the test runner) is named beside the time.
    expect(within(warranty).getByText(/^11\/22\/2026 7:05 PM UTC$/)).toBeInTheDocument();
    const pre = screen.getByText('Persona PRO').closest('tr')!;
    expect(within(pre).getByText('Not finished')).toBeInTheDocument();
    expect(within(pre).getByText('2 of 3 videos complete')).toBeInTheDocument();
    expect(within(pre).getByText('0 of 1 quiz passed')).toBeInTheDocument();
    expect(await screen.findByText('No live training booked.')).toBeInTheDocument();
  });

  it('lists each class in Eastern Time with topic, machine and serial, location and attendance', async () => {
    renderPage({
      appointments: [
        appointment(1, 'attended', '2026-11-12T16:00:00.000Z'),
        appointment(2, 'no_show', '2026-07-09T14:00:00.000Z'),
      ],
    });
    const attended = (await screen.findByText('Attended')).closest('tr')!;
    expect(within(attended).getByText('11/12/2026 11:00 AM EST')).toBeInTheDocument();
    expect(within(attended).getByText('Chroma digitizing basics')).toBeInTheDocument();
    expect(within(attended).getByText('Chroma Inspire · CHI-7731-2210')).toBeInTheDocument();
    expect(within(attended).getByText('Online (US)')).toBeInTheDocument();
    // The reader in UTC reads the class at 16:00 their time.
    expect(within(attended).getByText(/4:00 PM UTC your time/)).toBeInTheDocument();
    const noShow = screen.getByText('No-show').closest('tr')!;
    expect(within(noShow).getByText('07/09/2026 10:00 AM EDT')).toBeInTheDocument();
    expect(await screen.findByText('Ri 2000 DTG Printer')).toBeInTheDocument();
  });

  it('says so when there is nothing yet, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    try {
      renderPage({ training: { pretraining: [], warranty_confirmations: [] }, appointments: [] });
      expect(await screen.findByText('Aún no ha confirmado ninguna lista de garantía Ri.')).toBeInTheDocument();
      expect(await screen.findByText('No tiene capacitaciones en vivo reservadas.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Capacitación en vivo' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Olivia Owner' })).toBeInTheDocument();
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });

  it('says the contact does not exist for an unknown id', async () => {
    renderPage({ status: 404 });
    expect(await screen.findByText('This contact does not exist.')).toBeInTheDocument();
    // Only the contact's own failure is shown: its sections are not rendered at all.
    expect(screen.queryByRole('heading', { name: 'Live training' })).not.toBeInTheDocument();
  });
});
