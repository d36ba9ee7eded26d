import { Paper } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { ApiError } from '../api/api-client.ts';
import { EmptyStateMessage } from './empty-state-message.tsx';

/** A detail screen that could not show its record: not found (404) or could not load, as an icon and a sentence. */
export function LoadFailure({
  error,
  notFoundText,
  loadText,
}: {
  error: unknown;
  notFoundText: string;
  loadText: string;
}) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Paper withBorder radius="md" p="lg">
      <EmptyStateMessage
        icon={missing ? <IconSearch aria-hidden /> : <IconAlertCircle aria-hidden />}
        description={missing ? notFoundText : loadText}
      />
    </Paper>
  );
}
