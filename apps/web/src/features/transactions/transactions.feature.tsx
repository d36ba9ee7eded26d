import { IconReceipt } from '@tabler/icons-react';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { CustomerScreens } from '../../shared/routing/screens.ts';
import './transactions-screens-i18n.ts';

const TransactionsPage = lazyNamed(() => import('./pages/transactions-page.tsx'), 'TransactionsPage');
const TransactionPage = lazyNamed(() => import('./pages/transaction-page.tsx'), 'TransactionPage');

/** An owner's transaction history (with its CSV export) and one transaction's details. */
export const transactionsScreens: CustomerScreens = {
  routes: [
    { path: 'transactions', element: <TransactionsPage />, handle: { title: 'transactions-screens:list' } },
    { path: 'transactions/:id', element: <TransactionPage />, handle: { title: 'transactions-screens:detail' } },
  ],
  nav: [{ path: '/transactions', label: 'transactions-screens:list', icon: <IconReceipt size={18} /> }],
};
