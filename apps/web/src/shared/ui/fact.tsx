import { Text } from '@mantine/core';
import type { MantineFontSize } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value on a detail screen: a small uppercase label above the value. */
export function Fact({ label, size = 'sm', children }: { label: string; size?: MantineFontSize; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={size} component="div">
        {children}
      </Text>
    </div>
  );
}
