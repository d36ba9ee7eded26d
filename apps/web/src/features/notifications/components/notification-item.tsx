import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHttpsUrl, isSameSitePath } from '@owner-portal/contract/links';
import type { Notification } from '@owner-portal/contract/notifications/notifications';
import '../notifications-i18n.ts';

function NotificationLink({ item, onNavigate }: { item: Notification; onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  if (!item.link_url) return null;
  const text = item.link_text ?? item.link_url;
  // Checked again here: a row stored before the server checked link shapes must not send anyone off-site.
  if (item.is_external && isHttpsUrl(item.link_url))
    return (
      <Anchor href={item.link_url} target="_blank" rel="noopener noreferrer" fz="sm">
        <Group gap={4} wrap="nowrap" component="span">
          {text}
          <IconExternalLink size={14} aria-label={t('opensNewTab')} />
        </Group>
      </Anchor>
    );
  if (!item.is_external && isSameSitePath(item.link_url))
    return (
      <Anchor component={Link} to={item.link_url} onClick={onNavigate} fz="sm">
        {text}
      </Anchor>
    );
  return null;
}

/** One pending notification; its content is shown as text, never as HTML. */
export function NotificationItem({
  item,
  onRead,
  busy,
  onNavigate,
}: {
  item: Notification;
  onRead: () => void;
  busy: boolean;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  // Staff may have written it in English only: it then says so, and screen readers read it as English.
  const otherLanguage = item.lang !== i18n.language;
  const titleId = `notification-${item.id}-title`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" lang={item.lang}>
      <Stack gap={6}>
        {otherLanguage && (
          <Text fz="xs" c="dimmed" lang={i18n.language}>
            {t('inOtherLanguage')}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={650} id={titleId}>
            {item.title}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={onRead}
            disabled={busy}
            // Named by its visible words (WCAG 2.5.3); which notification it is comes as its description.
            aria-describedby={titleId}
            // The title wraps instead: on a phone the button's words would otherwise be cut off.
            style={{ flexShrink: 0 }}
          >
            {t('markRead')}
          </Button>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {item.content}
        </Text>
        <NotificationLink item={item} onNavigate={onNavigate} />
      </Stack>
    </Paper>
  );
}
