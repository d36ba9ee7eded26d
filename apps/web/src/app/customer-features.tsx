import { IconLayoutDashboard } from '@tabler/icons-react';
import { accountScreens } from '../features/account/account.feature.tsx';
import { giftcardsScreens } from '../features/giftcards/giftcards.feature.tsx';
import { ordersScreens } from '../features/orders/orders.feature.tsx';
import { productsScreens } from '../features/products/products.feature.tsx';
import { referralsScreens } from '../features/referrals/referrals.feature.tsx';
import { scheduleScreens } from '../features/schedule/schedule.feature.tsx';
import { trainingScreens } from '../features/training/training.feature.tsx';
import { transactionsScreens } from '../features/transactions/transactions.feature.tsx';
import type { CustomerScreens, NavEntry } from '../shared/routing/screens.ts';
import './shell/shell-i18n.ts';

/** The features of the owner's portal, in the navigation's order. */
export const CUSTOMER_FEATURES: readonly CustomerScreens[] = [
  productsScreens,
  trainingScreens,
  scheduleScreens,
  ordersScreens,
  transactionsScreens,
  referralsScreens,
  accountScreens,
  giftcardsScreens,
];

/** Customer navigation: dashboard, products, pre-training, post-training, schedule, orders, transactions, referrals. */
export const CUSTOMER_NAV: readonly NavEntry[] = [
  { path: '/', label: 'shell:screens.dashboard', icon: <IconLayoutDashboard size={18} /> },
  ...CUSTOMER_FEATURES.flatMap((feature) => feature.nav),
];
