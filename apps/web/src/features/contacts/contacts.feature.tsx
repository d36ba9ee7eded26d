import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen } from '../../shared/routing/screens.ts';
import './contacts-screens-i18n.ts';

const ContactsPage = lazyNamed(() => import('./admin/pages/contacts-page.tsx'), 'ContactsPage');
const ContactViewRoute = lazyNamed(() => import('./admin/pages/contacts-page.tsx'), 'ContactViewRoute');

/** Staff's contacts, /admin, and one contact's page with its training. */
export const contactsAdminScreens: AdminScreen[] = [
  {
    area: 'contacts',
    label: 'contacts-screens:contacts',
    routes: [
      { path: '', element: <ContactsPage /> },
      { path: 'view/:id', element: <ContactViewRoute /> },
    ],
  },
];
