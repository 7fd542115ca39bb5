import { Center, Loader } from '@mantine/core';

/** Shown in place of a profile screen while its data loads. */
export function PageLoader({ label = 'Loading your profile' }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
