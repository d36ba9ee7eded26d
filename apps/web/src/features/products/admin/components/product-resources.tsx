import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct, ResourceBody } from '@owner-portal/contract/products/admin-catalog';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import { RESOURCE_KINDS } from '@owner-portal/contract/content/content';
import { api, ApiError } from '../../../../shared/api/api-client.ts';
import { contentKeys } from '../../../../shared/admin/catalog-options.ts';
import { FileUploadField } from '../../../../shared/admin/file-upload-field.tsx';
import '../admin-products-i18n.ts';

/** A product's resources per language: a PDF upload or an https link; added and removed at once. */
export function ProductResources({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-products');
  const client = useQueryClient();
  const [lang, setLang] = useState<string>('en');
  const [draft, setDraft] = useState({ title: '', kind: 'resource', link_url: '', file_id: 0, file_url: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const list = useQuery({
    queryKey: [...contentKeys.products, 'detail', product.id, lang],
    queryFn: ({ signal }) =>
      api.get<{ data: AdminProduct }>(`/admin/products/${product.id}`, { query: { lang_code: lang }, signal }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.products });
  const add = useMutation({
    mutationFn: (body: ResourceBody) => api.post(`/admin/products/${product.id}/resources`, body),
    onSuccess: () => {
      setDraft({ title: '', kind: 'resource', link_url: '', file_id: 0, file_url: '' });
      setErrors({});
      void refresh();
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> }).errors : undefined;
      setErrors(Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, v[0] ?? ''])));
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/admin/products/${product.id}/resources/${id}`),
    onSuccess: refresh,
  });
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
                    onClick={() => remove.mutate(r.id)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group grow align="flex-start">
        <TextInput
          label={t('resources.fields.title')}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          error={errors.title}
        />
        <Select
          label={t('resources.fields.kind')}
          data={RESOURCE_KINDS.map((k) => ({ value: k, label: t(`resources.kinds.${k}`) }))}
          value={draft.kind}
          onChange={(v) => setDraft({ ...draft, kind: v ?? 'resource' })}
          allowDeselect={false}
        />
      </Group>
      <Group grow align="flex-start">
        <FileUploadField
          kind="pdf"
          field="file"
          label={t('resources.fields.file')}
          url={draft.file_url || null}
          onUploaded={(file) => setDraft({ ...draft, file_id: file.id, file_url: file.url, link_url: '' })}
          error={errors.file_id}
        />
        <TextInput
          label={t('resources.fields.link_url')}
          placeholder="https://"
          value={draft.link_url}
          onChange={(e) => setDraft({ ...draft, link_url: e.currentTarget.value, file_id: 0, file_url: '' })}
          error={errors.link_url}
        />
      </Group>
      <Group justify="flex-end">
        <Button
          variant="light"
          loading={add.isPending}
          onClick={() =>
            add.mutate({
              title: draft.title,
              lang_code: lang as ResourceBody['lang_code'],
              kind: draft.kind as ResourceBody['kind'],
              file_id: draft.file_id || null,
              link_url: draft.link_url || null,
            })
          }
        >
          {t('resources.add', { language: t(`languages.${lang}`) })}
        </Button>
      </Group>
    </Stack>
  );
}
