import type { ReactElement, ReactNode } from 'react';

/** The screen a route's element loads lazily (lazyNamed's `load`), found under its wrappers, or null. */
export function lazyScreenLoad(node: ReactNode): (() => Promise<unknown>) | null {
  if (!node || typeof node !== 'object' || !('type' in node)) return null;
  const element = node as ReactElement<{ children?: ReactNode }>;
  return (element.type as { load?: () => Promise<unknown> }).load ?? lazyScreenLoad(element.props.children);
}
