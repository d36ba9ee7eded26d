import { Anchor, Button, Popover, Stack, Text } from '@mantine/core';
import { IconHeadset, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@owner-portal/contract/current-user';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import './shell-i18n.ts';

/** Support and contact links for customers: their sales rep, by email and phone. */
export function SupportLinks({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const hasRep = Boolean(user.sales_rep_email || user.sales_rep_phone);
  return (
    <Popover position="bottom-end" width={280} shadow="md" withArrow>
      <Popover.Target>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconHeadset size={18} aria-hidden />}
          px="xs"
          aria-label={t('support.button')}
        >
          <Text span size="sm" visibleFrom="sm">
            {t('support.button')}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={650}>{t('support.title')}</Text>
          {hasRep ? (
            <>
              {user.sales_rep_name && <Text size="sm">{user.sales_rep_name}</Text>}
              {user.sales_rep_email && (
                <Anchor href={`mailto:${user.sales_rep_email}`} size="sm">
                  <IconMail size={14} aria-hidden /> {t('support.email', { email: user.sales_rep_email })}
                </Anchor>
              )}
              {user.sales_rep_phone && (
                <Anchor href={`tel:${user.sales_rep_phone}`} size="sm">
                  <IconPhone size={14} aria-hidden /> {t('support.call', { phone: formatPhone(user.sales_rep_phone) })}
                </Anchor>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('support.noRep')}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
