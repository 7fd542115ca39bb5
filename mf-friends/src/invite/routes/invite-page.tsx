import { Title } from '@mantine/core';

/** /friends/invite: my invite link. */
export default function InvitePage() {
  return <Title order={2}>Invite a friend</Title>;
}
