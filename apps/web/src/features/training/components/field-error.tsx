import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A short error under a control, in a red dark enough to read on white (WCAG AA contrast). */
export function FieldError({ children }: { children: ReactNode }) {
  return (
    <Text c="red.9" fz="sm" role="alert" mt={4}>
      {children}
    </Text>
  );
}
