import { EmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An icon and a sentence for every empty state, so all empty lists look alike. */
export function EmptyStateMessage({
  title,
  description,
  icon,
  children,
}: {
  title?: ReactNode;
  description: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      icon={icon ?? <IconMoodEmpty aria-hidden />}
      title={title}
      description={description}
    >
      {children}
    </EmptyState>
  );
}
