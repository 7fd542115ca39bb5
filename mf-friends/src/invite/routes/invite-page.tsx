import { Paper, Stack, Text, Title } from '@mantine/core';
import { appUrl, useSignedInUser } from '@phrasebook/data';
import { invitePath } from '@phrasebook/domain';
import { InviteLinkActions } from '../components/invite-link-actions.tsx';
import { InviteQrCode } from '../components/invite-qr-code.tsx';

/**
 * /friends/invite: my invite link (/signup?referrer=<my uid>) to copy, share or scan. Whoever
 * signs up through it lands, after getting started, on my profile, one tap from sending me
 * a friend request (docs/product.md §2).
 */
export default function InvitePage() {
  const me = useSignedInUser();
  const link = appUrl(invitePath(me.id));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            Invite a friend
          </Title>
          <Text c="dimmed" size="sm">
            Send this link to someone you want to learn with. Once they have signed up, they land on
            your profile and can send you a friend request with one tap.
          </Text>
        </Stack>
        <InviteLinkActions link={link} />
        <InviteQrCode link={link} />
      </Stack>
    </Paper>
  );
}
