import { Alert, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WARRANTY_LINE_KEYS, WARRANTY_TEXT } from '@owner-portal/contract/training/training-rules';
import { formatInviteDate } from '../../../shared/format/dates.ts';
import { notifyFailure } from '../../../shared/notifications/notify.ts';
import { ActionButton } from '../../../shared/ui/action-button.tsx';
import { useConfirmWarranty, useDownloadWarranty } from '../api/post-training-api.ts';
import { FieldError } from './field-error.tsx';
import '../training-i18n.ts';

/**
 * The Ri 1000/2000 warranty list (display only) with the server's PDF of it; the owner
 * confirms having read it before the post-training videos and resources open. Once confirmed, when.
 */
export function WarrantyGate({
  productId,
  lang,
  confirmedAt,
}: {
  productId: string;
  lang: string;
  confirmedAt: string | null;
}) {
  const { t } = useTranslation('training');
  const [read, setRead] = useState(false);
  const [tried, setTried] = useState(false);
  const confirm = useConfirmWarranty(productId, lang);
  const download = useDownloadWarranty(productId, lang);
  const text = lang === 'es' ? WARRANTY_TEXT.es : WARRANTY_TEXT.en;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="warranty-title" mb="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id="warranty-title">
          {t('warranty.title')}
        </Title>
        {!confirmedAt && <Text fz="sm">{t('warranty.text')}</Text>}
        <div>
          <Text fz="sm" fw={600} mb={6}>
            {text.intro}
          </Text>
          <List type="ordered" spacing={4} fz="sm">
            {WARRANTY_LINE_KEYS.map((key) => (
              <List.Item key={key}>{text.lines[key]}</List.Item>
            ))}
          </List>
        </div>
        <Group gap="sm">
          <ActionButton
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              download.mutateAsync().catch((error: unknown) => notifyFailure(t('warranty.download'), error))
            }
          >
            {t('warranty.download')}
          </ActionButton>
        </Group>
        {confirmedAt ? (
          <Alert color="green" variant="light" icon={<IconShieldCheck aria-hidden />}>
            {t('warranty.confirmedAt', { date: formatInviteDate(confirmedAt) })}
          </Alert>
        ) : (
          <>
            <Checkbox
              label={t('warranty.checkbox')}
              checked={read}
              onChange={(e) => setRead(e.currentTarget.checked)}
            />
            {tried && !read && <FieldError>{t('warranty.required')}</FieldError>}
            <div>
              <ActionButton
                onClick={async () => {
                  setTried(true);
                  if (read) await confirm.mutateAsync().catch((error: unknown) => notifyFailure(t('warranty.confirm'), error));
                }}
              >
                {t('warranty.confirm')}
              </ActionButton>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
