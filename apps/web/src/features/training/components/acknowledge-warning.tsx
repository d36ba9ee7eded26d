import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './field-error.tsx';
import '../training-i18n.ts';

/**
 * The read-and-acknowledge warning before the pre-training begins, and for a vision DTG printer the
 * separate warning not to power on the machine before online training. Nothing starts until every
 * box is ticked; the server stores the acknowledgement.
 */
export function AcknowledgeWarning({
  vision,
  saving,
  onAcknowledge,
}: {
  vision: boolean;
  saving: boolean;
  onAcknowledge: (body: { acknowledged: true; vision_acknowledged?: boolean }) => void;
}) {
  const { t } = useTranslation('training');
  const [read, setRead] = useState(false);
  const [visionRead, setVisionRead] = useState(false);
  const [tried, setTried] = useState(false);
  const ready = read && (!vision || visionRead);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="training-warning">
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Title order={2} size="h4" id="training-warning" mb={4}>
            {t('warning.title')}
          </Title>
          <Text fz="sm">{t('warning.text')}</Text>
        </Alert>
        <Checkbox label={t('warning.checkbox')} checked={read} onChange={(e) => setRead(e.currentTarget.checked)} />
        {tried && !read && <FieldError>{t('warning.required')}</FieldError>}
        {vision && (
          <>
            <Alert color="red" variant="light" icon={<IconPlugConnectedX aria-hidden />}>
              <Title order={2} size="h4" mb={4}>
                {t('warning.visionTitle')}
              </Title>
              <Text fz="sm">{t('warning.visionText')}</Text>
            </Alert>
            <Checkbox
              label={t('warning.visionCheckbox')}
              checked={visionRead}
              onChange={(e) => setVisionRead(e.currentTarget.checked)}
            />
            {tried && !visionRead && <FieldError>{t('warning.required')}</FieldError>}
          </>
        )}
        <div>
          <Button
            loading={saving}
            onClick={() => {
              setTried(true);
              if (ready) onAcknowledge({ acknowledged: true, ...(vision ? { vision_acknowledged: true } : {}) });
            }}
          >
            {t('warning.start')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
