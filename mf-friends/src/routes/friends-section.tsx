import { Title } from '@mantine/core';

/** Heading of one friends sub-screen, under 'Friends and Contacts'. */
export function FriendsSection({ title }: { title: string }) {
  return <Title order={2}>{title}</Title>;
}
