import { Grid, Stack, Text } from '@mantine/core';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { effectiveUser, useSession } from '../../shared/session/session.ts';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { AdCards } from './ad-cards.tsx';
import { EventCodesCard } from '../../features/events/events.feature.tsx';
import { GiftCardCard } from '../../features/giftcards/giftcards.feature.tsx';
import { LastOrderCard } from '../../features/orders/orders.feature.tsx';
import { DashboardProducts } from '../../features/products/products.feature.tsx';
import { ReferralCard } from '../../features/referrals/referrals.feature.tsx';
import { SalesRepCard } from './sales-rep-card.tsx';
import '../shell/shell-i18n.ts';
import './dashboard-i18n.ts';

/** The customer dashboard: products, last order, gift cards, referral credit (not for subsidiary 3), event codes, ads and the sales rep. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const title = useDocumentTitle('shell:screens.dashboard');
  const user = effectiveUser(useSession(), useLocation().pathname);
  return (
    <>
      <PageHeader title={title} />
      <Text size="lg" mb="md" mt={-8}>
        {t('welcome', { name: user?.first_name ?? '' })}
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <DashboardProducts />
            <AfterFirstPaint>
              <LastOrderCard />
            </AfterFirstPaint>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <AfterFirstPaint>
            <Stack gap="md">
              <GiftCardCard />
              {user && !isEuropeanSubsidiary(user.subsidiary_id) && <ReferralCard />}
              <EventCodesCard />
              <SalesRepCard user={user} />
              <AdCards />
            </Stack>
          </AfterFirstPaint>
        </Grid.Col>
      </Grid>
    </>
  );
}
