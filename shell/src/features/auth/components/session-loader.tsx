import { Center, Loader } from '@mantine/core';

/**
 * Shown while the stored session is being read, so a signed-in visitor never glimpses a
 * signed-out form: no flash of signed-out content.
 */
export function SessionLoader() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader role="img" aria-label="Checking your session" />
    </Center>
  );
}
