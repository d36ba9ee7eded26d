import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled dashboard card with an optional action at the top right. */
export function DashboardCard({
  title,
  icon,
  action,
  children,
  labelId,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  labelId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={labelId}>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <span aria-hidden style={{ display: 'flex', color: 'var(--mantine-primary-color-filled)' }}>
            {icon}
          </span>
          <Title order={2} size="h4" id={labelId}>
            {title}
          </Title>
        </Group>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
