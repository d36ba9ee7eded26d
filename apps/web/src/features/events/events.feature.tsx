import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen } from '../../shared/routing/screens.ts';
import './events-screens-i18n.ts';

const EventsPage = lazyNamed(() => import('./admin/pages/events-page.tsx'), 'EventsPage');

/** Staff's trade-show event codes; an owner's show on the dashboard. */
export const eventsAdminScreens: AdminScreen[] = [
  { area: 'events', label: 'events-screens:adminEvents', routes: [{ path: '', element: <EventsPage /> }] },
];

export { EventCodesCard } from './components/event-codes-card.tsx';
