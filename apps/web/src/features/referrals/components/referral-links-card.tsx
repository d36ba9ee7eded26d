import { ActionIcon, CopyButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { referralLinksQuery } from '../api/referrals-api.ts';
import '../referrals-i18n.ts';

/** One link per product family, each with a copy button. */
export function ReferralLinksCard() {
  const { t } = useTranslation('referrals');
  const links = useQuery(referralLinksQuery());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="referral-links">
      <Title order={2} size="h4" id="referral-links" mb="xs">
        {t('links.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('links.intro')}
      </Text>
      {links.isPending && <Skeleton h={120} />}
      {links.isError && <Text c="dimmed">{t('errors.load')}</Text>}
      <Stack gap="sm">
        {links.data?.map((link) => {
          const family = t(`families.${link.product_family}`);
          return (
            <Group key={link.code} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={family}
                description={t('links.visits', { count: link.visits })}
                value={link.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
                data-testid={`referral-link-${link.product_family}`}
              />
              <CopyButton value={link.url} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('links.copied') : t('links.copy')} withArrow>
                    <ActionIcon
                      size={36}
                      variant={copied ? 'filled' : 'light'}
                      color={copied ? 'teal' : undefined}
                      onClick={copy}
                      aria-label={copied ? t('links.copied') : t('links.copyLabel', { family })}
                    >
                      {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
