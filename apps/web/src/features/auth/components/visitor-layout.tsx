import { Suspense } from 'react';
import { Box, Container, Flex, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { RouteLoader } from '../../../shared/ui/page-loader.tsx';
import { LegalLinks } from '../../../shared/ui/legal-links.tsx';
import { PromoPanels } from './promo-panels.tsx';

/** The sign-in layout for visitors: the form on one side, promotional panels on the other. */
export function VisitorLayout() {
  const { t } = useTranslation();
  return (
    <Flex mih="100vh" direction={{ base: 'column', md: 'row' }} bg="var(--mantine-color-gray-0)">
      <Box flex={{ base: 'none', md: 5 }}>
        <Container size={440} py={{ base: 'lg', md: 60 }} component="main">
          <Group mb="xl">
            <BrandMark />
          </Group>
          <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder shadow="sm">
            <Suspense fallback={<RouteLoader />}>
              <Outlet />
            </Suspense>
          </Paper>
          <Text size="xs" c="dimmed" mt="lg" ta="center" component="div">
            <LegalLinks />
          </Text>
        </Container>
      </Box>
      <Box
        flex={{ base: 'none', md: 7 }}
        p={{ base: 'md', md: 48 }}
        bg="var(--mantine-color-brand-8)"
        aria-label={t('promosRegion')}
        component="aside"
      >
        <PromoPanels />
      </Box>
    </Flex>
  );
}
