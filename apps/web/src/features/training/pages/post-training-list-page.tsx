import { Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconFileText,
  IconMovie,
  IconMovieOff,
  IconShieldCheck,
  IconShieldExclamation,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostTrainingState } from '@owner-portal/contract/training/training';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { postTrainingListQuery } from '../api/post-training-api.ts';
import '../training-screens-i18n.ts';
import '../training-i18n.ts';

/** Where the warranty list stands, in words and an icon: the colour is never the only signal. */
function WarrantyLine({ state }: { state: PostTrainingState }) {
  const { t } = useTranslation('training');
  if (!state.warranty_required) return null;
  const confirmed = state.warranty_confirmed_at !== null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color={confirmed ? 'green' : 'yellow'} size="sm" radius="xl" aria-hidden>
        {confirmed ? <IconShieldCheck size={14} /> : <IconShieldExclamation size={14} />}
      </ThemeIcon>
      <Text fz="sm">{confirmed ? t('post.warrantyConfirmed') : t('post.warrantyToConfirm')}</Text>
    </Group>
  );
}

/** One product: its picture, its name, what it holds (each count in words), and one clear way in. */
function ProductCard({ state }: { state: PostTrainingState }) {
  const { t } = useTranslation('training');
  const gated = state.warranty_required && state.warranty_confirmed_at === null;
  const action = gated ? t('post.openWarranty') : t('post.openMaterials');
  const headingId = `post-training-${state.product_id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Paper bg="var(--mantine-color-gray-0)" radius="md" p={6} w={96} style={{ flexShrink: 0 }}>
          <Image src={state.thumbnail ?? undefined} alt="" h={72} fit="contain" />
        </Paper>
        <Stack gap={8} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={650} component="h2" fz="lg" m={0} id={headingId}>
            {state.display_name}
          </Text>
          <Group gap="md">
            <Group gap={4} wrap="nowrap">
              <IconMovie size={16} aria-hidden />
              <Text fz="sm">{t('post.videos', { count: state.videos_total })}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconFileText size={16} aria-hidden />
              <Text fz="sm">{t('post.resources', { count: state.resources_total })}</Text>
            </Group>
          </Group>
          <WarrantyLine state={state} />
        </Stack>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button
          component={Link}
          to={`/post-training/${state.product_id}`}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          aria-describedby={headingId}
        >
          {action}
        </Button>
      </Group>
    </Paper>
  );
}

/** /post-training: a card per owned product with post-training videos or documents in the reader's language. */
export function PostTrainingListPage() {
  const { t, i18n } = useTranslation('training');
  const title = useDocumentTitle('training-screens:postTraining');
  const { data, isError } = useQuery(postTrainingListQuery(i18n.language));
  return (
    <>
      <PageHeader title={title} />
      <Text c="dimmed" mb="lg" mt={-8} maw={720}>
        {t('post.intro')}
      </Text>
      {!data && !isError && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Skeleton h={180} radius="md" />
          <Skeleton h={180} radius="md" />
        </SimpleGrid>
      )}
      {(isError || data?.length === 0) && (
        <Paper withBorder radius="md" p="lg">
          <EmptyStateMessage
            icon={<IconMovieOff aria-hidden />}
            description={isError ? t('post.load') : t('post.empty')}
          />
        </Paper>
      )}
      {data && data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data.map((state) => (
            <ProductCard key={state.product_id} state={state} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
