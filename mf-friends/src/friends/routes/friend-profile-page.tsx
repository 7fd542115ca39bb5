import { Title } from '@mantine/core';

/** /friends/:uid and /friends/search/:uid: a public profile. */
export default function FriendProfilePage() {
  return <Title order={2}>Profile</Title>;
}
