import { Center, Loader } from '@mantine/core';

/** Shown while a screen waits for something its loader cannot fetch (an auth link). */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader role="img" aria-label={label} />
    </Center>
  );
}
