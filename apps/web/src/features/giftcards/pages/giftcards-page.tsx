import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { giftCardsQuery, totalBalance } from '../api/giftcards-api.ts';
import '../giftcards-screens-i18n.ts';
import '../giftcards-i18n.ts';

/** Gift cards: each card's balance and the total. */
export function GiftCardsPage() {
  const { t } = useTranslation('giftcards');
  const title = useDocumentTitle('giftcards-screens:giftCards');
  const { data, isPending, isError } = useQuery(giftCardsQuery());

  return (
    <>
      <PageHeader title={title} />
      {isPending && <Skeleton h={96} radius="md" />}
      {(isError || data?.data.length === 0) && (
        <Paper withBorder radius="md" p="lg">
          <EmptyStateMessage icon={<IconGift aria-hidden />} description={isError ? t('errors.load') : t('empty')} />
        </Paper>
      )}
      {data && data.data.length > 0 && (
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg" bg="var(--mantine-primary-color-light)">
            <Group gap="md">
              <ThemeIcon size={48} radius="xl" aria-hidden>
                <IconGift size={26} />
              </ThemeIcon>
              <div>
                <Text c="dimmed" fz="sm">
                  {t('total')}
                </Text>
                <Text fz={32} fw={750} data-testid="giftcards-total">
                  {formatMoney(totalBalance(data))}
                </Text>
              </div>
            </Group>
          </Paper>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {data.data.map((card) => (
              <Paper component="li" key={card.id} withBorder radius="md" p="md">
                <Text fz="sm" c="dimmed">
                  {t('card', { code: card.code })}
                </Text>
                <Text fz="xl" fw={700}>
                  {formatMoney(card.balance)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
