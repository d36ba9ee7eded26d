import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { CustomerScreens } from '../../shared/routing/screens.ts';
import './giftcards-screens-i18n.ts';

const GiftCardsPage = lazyNamed(() => import('./pages/giftcards-page.tsx'), 'GiftCardsPage');

/** An owner's gift cards; reached from the dashboard's gift card card, not the navigation. */
export const giftcardsScreens: CustomerScreens = {
  routes: [{ path: 'giftcards', element: <GiftCardsPage />, handle: { title: 'giftcards-screens:giftCards' } }],
  nav: [],
};

export { GiftCardCard } from './components/gift-card-card.tsx';
