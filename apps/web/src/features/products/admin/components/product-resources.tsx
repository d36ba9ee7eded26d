import { ActionIcon, Anchor, Divider, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@owner-portal/contract/products/admin-catalog';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import { api } from '../../../../shared/api/api-client.ts';
import { contentKeys } from '../../../../shared/admin/catalog-options.ts';
import { DeclaredForm } from '../../../../shared/admin/declared-form.tsx';
import { UnsavedChangesContext } from '../../../../shared/forms/unsaved-changes.ts';
import { useInFlight } from '../../../../shared/forms/use-in-flight.ts';
import { notifyFailure } from '../../../../shared/notifications/notify.ts';
import { resourceForm } from '../resource-form.ts';
import '../admin-products-i18n.ts';

/** A product's resources per language: a PDF upload or an https link; added and removed at once. */
export function ProductResources({ item: product }: { item: AdminProduct }) {
  const { t } = useTranslation('admin-products');
  const client = useQueryClient();
  const [lang, setLang] = useState<string>('en');
  // Each added resource starts a fresh draft.
  const [added, setAdded] = useState(0);
  const list = useQuery({
    queryKey: [...contentKeys.products, 'detail', product.id, lang],
    queryFn: ({ signal }) =>
      api.get<{ data: AdminProduct }>(`/admin/products/${product.id}`, { query: { lang_code: lang }, signal }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.products });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/admin/products/${product.id}/resources/${id}`),
    onSuccess: refresh,
  });
  const removing = useInFlight();
  const draft = useMemo(() => resourceForm(lang), [lang]);
  const resources = list.data?.data.resources ?? [];

  return (
    <Stack gap="xs" mt="lg">
      <Divider />
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('resources.title')}
        </Title>
        <SegmentedControl
          size="xs"
          value={lang}
          onChange={setLang}
          data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          aria-label={t('resources.language')}
        />
      </Group>
      {resources.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('resources.empty')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {resources.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor href={r.url} target="_blank" rel="noreferrer" size="sm">
                    {r.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {t(`resources.kinds.${r.kind}`)} · {r.is_file ? 'PDF' : t('resources.link')}
                  </Text>
                </Table.Td>
                <Table.Td align="right">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('resources.remove', { title: r.title })}
                    loading={removing.pending}
                    onClick={() => void removing.run(() => remove.mutateAsync(r.id).catch((error: unknown) => notifyFailure(t('resources.removeFailed'), error)))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {/* The draft is saved on its own, at once: closing the product's form does not ask about it. */}
      <UnsavedChangesContext.Provider value={null}>
        <DeclaredForm
          key={added}
          spec={draft}
          namespace="admin-products"
          item={null}
          onSave={async ({ body }) => {
            await api.post(`/admin/products/${product.id}/resources`, body);
            void refresh();
            setAdded((n) => n + 1);
          }}
        />
      </UnsavedChangesContext.Provider>
    </Stack>
  );
}
