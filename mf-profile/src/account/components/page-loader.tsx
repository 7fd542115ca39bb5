import { Center, Loader } from '@mantine/core';

/** Placeholder while a profile screen's data loads. */
export function PageLoader({ label = 'Loading your profile' }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
