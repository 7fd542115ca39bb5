import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { languageName, withArticle } from '@phrasebook/domain';
import { memberProfileQuery } from '../../shared/api/member-profile-query.ts';
import { ProfileCard } from './profile-card.tsx';
import { RelationActions } from './relation-actions.tsx';

/** Once connected: the deck for the invitation's language, opened or started. */
function DeckOffer({ lang }: { lang: string }) {
  const me = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(me.id));
  const hasDeck = (profile?.decks_array ?? []).some((deck) => deck.lang === lang && !deck.archived);
  const name = languageName(lang);
  return (
    <Alert color="blue" variant="light" title={`Learn ${name} together`}>
      <Stack gap="sm">
        <Text size="sm">
          {hasDeck
            ? `You already have ${withArticle(name)} deck. Your friend can now send you phrases for it.`
            : `Start ${withArticle(name)} deck, and your friend can send you phrases for it.`}
        </Text>
        <Group>
          {hasDeck ? (
            <Button component={Link} to={`/learn/${lang}`} size="sm">
              Open your {name} deck
            </Button>
          ) : (
            <Button component={Link} to={`/learn/add-deck?lang=${lang}`} size="sm">
              Start {withArticle(name)} deck
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** The invitation from `inviterUid`: accept or decline it, then the deck for `lang`. */
export function InvitationAnswer({ inviterUid, lang }: { inviterUid: string; lang: string }) {
  const me = useSignedInUser();
  const { data: inviter } = useSuspenseQuery(memberProfileQuery(inviterUid));
  const { data: friends } = useSuspenseQuery(friendsQuery(me.id));

  if (inviterUid === me.id) {
    return (
      <Alert color="yellow" variant="light" title="This is your own invitation" role="alert">
        Send it to the friend it is meant for; they open it to accept.
      </Alert>
    );
  }
  if (!inviter) {
    return (
      <Alert
        color="yellow"
        variant="light"
        title="We could not find who sent this invitation"
        role="alert"
      >
        The account that sent it may no longer exist.
      </Alert>
    );
  }

  const relation = friends.find((f) => f.uid === inviterUid)?.relation ?? 'none';
  const status = {
    invitation: `${inviter.username} invited you to be friends.`,
    friends: `You and ${inviter.username} are friends.`,
    invited: `You have invited ${inviter.username}; they have not answered yet.`,
    none: `This invitation from ${inviter.username} is no longer open. You can send them one yourself.`,
  }[relation];

  return (
    <Stack gap="lg">
      <ProfileCard
        username={inviter.username}
        avatarPath={inviter.avatar_path}
        languages={inviter.languages_known}
        status={status}
      >
        <RelationActions uid={inviterUid} username={inviter.username} relation={relation} />
      </ProfileCard>
      {relation === 'friends' ? <DeckOffer lang={lang} /> : null}
    </Stack>
  );
}
