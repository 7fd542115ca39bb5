import { Center, Loader } from '@mantine/core';

/** Shown while the first route's code or data is loading. */
export function RouteLoading() {
  return (
    <Center mih="100dvh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
