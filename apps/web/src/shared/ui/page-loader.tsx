import { Center } from '@mantine/core';
import { Spinner } from './spinner.tsx';

export function PageLoader() {
  return (
    <Center mih="40vh">
      <Spinner />
    </Center>
  );
}
