import { memo } from 'react';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Anchor, Button, Group } from '@mantine/core';

/** The way from a review card to the phrase's page and to 'Send to friends'. */
export const CardLinks = memo(function CardLinks({
  lang,
  phraseId,
}: {
  lang: string;
  phraseId: string;
}) {
  return (
    <Group gap="md" justify="center">
      <Anchor component={Link} to={`/learn/${lang}/${phraseId}`} size="sm">
        Open the phrase
      </Anchor>
      <Button
        component={Link}
        to={`/friends/share?phrase=${phraseId}`}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconSend size={16} aria-hidden />}
      >
        Send to friends
      </Button>
    </Group>
  );
});
