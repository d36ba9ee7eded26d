import { useState } from 'react';
import { Anchor, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '@owner-portal/contract/audit/audit';
import { formatReaderDateTime } from '../../../../shared/format/date-times.ts';
import { Fact } from '../../../../shared/ui/fact.tsx';
import { ActionCell, ActorCell, SubjectCell, impersonationSearch, valueText } from './audit-cells.tsx';

/** One entry in full: who, what, which record, when, from where, every change, and its impersonation. */
export function AuditDetail({ row }: { row: AuditEntry }) {
  const { t } = useTranslation('admin-audit');
  const imp = row.impersonation;
  // When the details opened: an open impersonation past its expiry ran out.
  const [openedAt] = useState(() => Date.now());
  const ranOut = imp && !imp.ended_at && Date.parse(imp.expires_at) <= openedAt;
  const details = row.details && Object.entries(row.details).filter(([key]) => key !== 'reason');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Fact label={t('detail.when')}>{formatReaderDateTime(row.created_at)}</Fact>
        <Fact label={t('detail.from')}>{row.ip_address ?? t('detail.unknownAddress')}</Fact>
        <Fact label={t('detail.who')}>
          <ActorCell entry={row} t={t} />
        </Fact>
        <Fact label={t('detail.what')}>
          <ActionCell entry={row} t={t} />
        </Fact>
        <Fact label={t('detail.record')}>
          <SubjectCell entry={row} t={t} />
        </Fact>
      </SimpleGrid>
      {row.changes.length > 0 && (
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('detail.changes')}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('detail.field')}</Table.Th>
                  <Table.Th>{t('detail.before')}</Table.Th>
                  <Table.Th>{t('detail.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {row.changes.map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Td fw={600}>{change.field}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{valueText(change.before, t)}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{valueText(change.after, t)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      )}
      {details && details.length > 0 && (
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('detail.details')}
          </Title>
          {details.map(([key, value]) => (
            <Text key={key} size="sm" style={{ wordBreak: 'break-word' }}>
              <Text span fw={600} size="sm">
                {key}
              </Text>
              {': '}
              {valueText(value, t)}
            </Text>
          ))}
        </div>
      )}
      {imp && (
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('detail.impersonation')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={t('detail.actingAs')}>{imp.customer_user_name ?? t('actingAsUnknown')}</Fact>
            <Fact label={t('detail.reason')}>{imp.reason}</Fact>
            <Fact label={t('detail.started')}>{formatReaderDateTime(imp.started_at)}</Fact>
            {imp.ended_at ? (
              <Fact label={t('detail.ended')}>{formatReaderDateTime(imp.ended_at)}</Fact>
            ) : (
              <Fact label={t(ranOut ? 'detail.expired' : 'detail.expires')}>
                {formatReaderDateTime(imp.expires_at)}
              </Fact>
            )}
          </SimpleGrid>
          <Anchor component={Link} to={impersonationSearch(imp.id)} size="sm" mt="sm" display="inline-block">
            {t('detail.showAll')}
          </Anchor>
        </div>
      )}
    </Stack>
  );
}
