import { Skeleton, Text } from '@mantine/core';
import type { MantineFontSize } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One labelled value on a detail screen: a small uppercase label above the value. While the value is
 * on its way (`loading`), a line of the value's own height stands in for it, so the screen below
 * does not move when it arrives.
 */
export function Fact({
  label,
  size = 'sm',
  loading = false,
  children,
}: {
  label: string;
  size?: MantineFontSize;
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={size} component="div">
        {loading ? <Skeleton h="1lh" w="70%" /> : children}
      </Text>
    </div>
  );
}
