import { Title } from '@mantine/core';

/** /friends/requests: both pending lists. */
export default function FriendRequestsPage() {
  return <Title order={2}>Friend requests</Title>;
}
