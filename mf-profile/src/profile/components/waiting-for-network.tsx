import { Text } from '@mantine/core';

/** What a profile save says while it waits for the network, as the chat says an unsent message. */
export const WAITING_FOR_NETWORK = 'Waiting for the network: saved when you are back online';

/** Offline, a save waits for the network: said rather than a button spinning as if it had hung. */
export const WaitingForNetwork = () => (
  <Text size="sm" c="dimmed" role="status">
    {WAITING_FOR_NETWORK}
  </Text>
);
