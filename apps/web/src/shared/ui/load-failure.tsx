import { Paper } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ApiError } from '../api/api-client.ts';
import { EmptyStateMessage } from './empty-state-message.tsx';
import { LoadFailed } from './load-failed.tsx';

/**
 * A detail screen that could not show its record: not found (404), or could not load with Try
 * again (`onRetry`: the query's refetch), as an icon and a sentence.
 */
export function LoadFailure({
  error,
  notFoundText,
  loadText,
  onRetry,
}: {
  error: unknown;
  notFoundText: string;
  loadText: string;
  onRetry: () => void;
}) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Paper withBorder radius="md" p="lg">
      {missing ? (
        <EmptyStateMessage icon={<IconSearch aria-hidden />} description={notFoundText} />
      ) : (
        <LoadFailed message={loadText} onRetry={onRetry} />
      )}
    </Paper>
  );
}
