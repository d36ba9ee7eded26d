import { Checkbox, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkedItemsQuery, checklistQuery, useToggleChecklistItem } from '../api/training-api.ts';
import { FieldError } from './field-error.tsx';
import '../training-i18n.ts';

/** The video's checklist; each tick and untick is saved at once, in the owner's list of checked items. */
export function ChecklistPanel({ videoId, lang }: { videoId: number; lang: string }) {
  const { t } = useTranslation('training');
  const items = useQuery(checklistQuery(videoId, lang));
  const checked = useQuery(checkedItemsQuery(videoId));
  const toggle = useToggleChecklistItem(videoId);
  const headingId = `checklist-${videoId}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" mb="sm" id={headingId}>
        {t('checklist.title')}
      </Title>
      {(items.isPending || checked.isPending) && <Skeleton h={72} />}
      {(items.isError || checked.isError) && <FieldError>{t('checklist.load')}</FieldError>}
      {items.data && checked.data && (
        <Stack gap="xs">
          {items.data.length === 0 && <Text c="dimmed">{t('checklist.empty')}</Text>}
          {items.data.map((item) => (
            <Checkbox
              key={item.id}
              label={item.text}
              checked={checked.data.includes(item.id)}
              onChange={(e) => toggle.mutate({ itemId: item.id, checked: e.currentTarget.checked })}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
