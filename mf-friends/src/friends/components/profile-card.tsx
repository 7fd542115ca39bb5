import type { ReactNode } from 'react';
import { avatarUrl } from '@phrasebook/data';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { UserAvatar } from '@phrasebook/ui';
import { KnownLanguages } from './known-languages.tsx';

export interface ProfileCardProps {
  username: string;
  avatarPath: string | null;
  languages: { lang: string; level: string }[];
  /** A sentence about the relation. */
  status: ReactNode;
  /** The fitting action(s). */
  children?: ReactNode;
}

/** Someone's profile: picture, name, the languages they know, where we stand, what I can do. */
export function ProfileCard({
  username,
  avatarPath,
  languages,
  status,
  children,
}: ProfileCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="lg" align="flex-start" wrap="wrap">
        <UserAvatar username={username} src={avatarUrl(avatarPath)} size={96} />
        <Stack gap="sm" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {username}
          </Title>
          {languages.length > 0 ? (
            <KnownLanguages languages={languages} />
          ) : (
            <Text size="sm" c="dimmed">
              No languages listed yet.
            </Text>
          )}
          <Text size="sm">{status}</Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
