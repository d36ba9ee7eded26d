import { Center } from '@mantine/core';
import { useHoldFirstPaint } from '../routing/first-paint.ts';
import { Spinner } from './spinner.tsx';

export function PageLoader() {
  return (
    <Center mih="40vh">
      <Spinner />
    </Center>
  );
}

/** A route's loader, shown while a screen's code or texts arrive: the page's first paint stays up meanwhile. */
export function RouteLoader() {
  useHoldFirstPaint();
  return <PageLoader />;
}
