import { Alert, Center, Loader } from '@mantine/core';
import { useOnline } from '@phrasebook/data/online';

/** While search results load; offline, the search waits for the network and says so. */
export function ResultsPending() {
  const online = useOnline();
  if (online) {
    return (
      <Center py="lg" role="status" aria-label="Searching">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Alert color="gray" variant="light" title="You are offline">
      Searching for people needs the network. The results show by themselves when you are back
      online.
    </Alert>
  );
}
