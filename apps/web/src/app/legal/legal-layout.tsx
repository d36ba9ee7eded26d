import { Suspense } from 'react';
import { Anchor, Container, Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { LegalLinks } from '../../shared/ui/legal-links.tsx';
import { RouteLoader } from '../../shared/ui/page-loader.tsx';

/** Public pages that anyone may read, signed in or not. */
export function LegalLayout() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="lg" component="header">
        <BrandMark />
        <Anchor component={Link} to="/">
          {t('legal.backToPortal')}
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="main">
        <Suspense fallback={<RouteLoader />}>
          <Outlet />
        </Suspense>
      </Paper>
      <Group justify="center" mt="lg" component="footer">
        <LegalLinks />
      </Group>
    </Container>
  );
}
