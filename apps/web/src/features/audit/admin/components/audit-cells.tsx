import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { AuditChange, AuditEntry } from '@owner-portal/contract/audit/audit';
import { useSession } from '../../../../shared/session/session.ts';
import { recordPath } from './record-links.ts';

/** A recorded value as a reader reads it: text as is, nothing as "(empty)", anything else as JSON. */
export function valueText(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('empty_value');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The link to every row of one impersonation. */
export const impersonationSearch = (id: number) => `?impersonation_id=${id}`;

/** Who: the person or key, their email, and, while impersonating, whom they acted as (a link to that visit's rows). */
export function ActorCell({ entry, t }: { entry: AuditEntry; t: TFunction }) {
  const { actor, impersonation } = entry;
  const name = actor.kind === 'system' ? t('system') : (actor.name ?? t('unknownPerson'));
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      {actor.email && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {actor.email}
        </Text>
      )}
      {actor.kind === 'api_key' && (
        <Badge variant="outline" color="gray.7" tt="none" w="fit-content">
          {t('kinds.api_key')}
        </Badge>
      )}
      {impersonation && (
        <Anchor component={Link} to={impersonationSearch(impersonation.id)} size="xs">
          {impersonation.customer_user_name
            ? t('actingAs', { name: impersonation.customer_user_name })
            : t('actingAsUnknown')}
        </Anchor>
      )}
    </Stack>
  );
}

/** What: the action in words; an impersonation's start also says why. */
export function ActionCell({ entry, t }: { entry: AuditEntry; t: TFunction }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{t(`action.${entry.action}`, { defaultValue: entry.action })}</Text>
      {entry.action === 'impersonation.start' && entry.impersonation && (
        <Text size="xs" c="dimmed" fs="italic">
          {t('reason', { reason: entry.impersonation.reason })}
        </Text>
      )}
    </Stack>
  );
}

/** Which record: its type in words and its name or number, linked to its page where it has one. */
export function SubjectCell({ entry, t }: { entry: AuditEntry; t: TFunction }) {
  const role = useSession().user?.role;
  const { type, id, name } = entry.subject;
  const typeWords = t(`subjects.${type}`, { defaultValue: type });
  const label = name ?? (id === null ? typeWords : t('record', { type: typeWords, id }));
  const path = recordPath(role, type, id);
  return (
    <Stack gap={2}>
      {name && (
        <Text size="xs" c="dimmed">
          {typeWords}
        </Text>
      )}
      {path ? (
        <Anchor component={Link} to={path} size="sm">
          {label}
        </Anchor>
      ) : (
        <Text size="sm">{label}</Text>
      )}
    </Stack>
  );
}

const SHOWN_CHANGES = 3;

function ChangeLine({ change, t }: { change: AuditChange; t: TFunction }) {
  return (
    <Text size="xs" style={{ wordBreak: 'break-word' }}>
      <Text span size="xs" fw={600}>
        {change.field}
      </Text>
      {': '}
      <Text span size="xs" td="line-through" c="dimmed">
        {valueText(change.before, t)}
      </Text>
      {' → '}
      {valueText(change.after, t)}
    </Text>
  );
}

/** An update's first changes, before → after; the rest are in the entry's details. */
export function ChangesCell({ entry, t }: { entry: AuditEntry; t: TFunction }) {
  if (entry.changes.length === 0) return null;
  const more = entry.changes.length - SHOWN_CHANGES;
  return (
    <Stack gap={2}>
      {entry.changes.slice(0, SHOWN_CHANGES).map((change) => (
        <ChangeLine key={change.field} change={change} t={t} />
      ))}
      {more > 0 && (
        <Text size="xs" c="dimmed">
          {t('moreChanges', { count: more })}
        </Text>
      )}
    </Stack>
  );
}
