import { Anchor, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconFileText } from '@tabler/icons-react';
import type { TrainingResource } from '@owner-portal/contract/training/training';

/** Documents and links, each opening in a new tab. */
export function ResourceList({ resources, newTabLabel }: { resources: TrainingResource[]; newTabLabel: string }) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {resources.map((resource) => (
        <li key={resource.id}>
          <Anchor href={resource.url} target="_blank" rel="noopener noreferrer">
            <Group gap={6} wrap="nowrap" component="span">
              <IconFileText size={16} aria-hidden />
              {resource.title}
              <IconExternalLink size={14} aria-label={newTabLabel} />
            </Group>
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}
