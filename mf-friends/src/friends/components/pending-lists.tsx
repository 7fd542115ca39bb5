import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Friendship } from '@phrasebook/data';
import { RelativeTime } from '@phrasebook/ui';
import { PersonRow } from './person-row.tsx';
import { RelationActions } from './relation-actions.tsx';
import { SectionBlock } from './section-block.tsx';

function sentAt(label: string, since: string) {
  return (
    <Text size="xs" c="dimmed" component="span">
      {label} <RelativeTime date={since} size="xs" />
    </Text>
  );
}

/** 'invitation': people who invited me, with accept and decline. */
export function InvitationsSection({ people }: { people: Friendship[] }) {
  return (
    <SectionBlock
      title="Invitations"
      count={people.length}
      empty="Nobody is waiting for your answer."
    >
      {people.map((p) => (
        <PersonRow
          key={p.uid}
          uid={p.uid}
          username={p.username}
          avatarPath={p.avatar_path}
          languages={p.languages_known}
          detail={sentAt('Invited you', p.since)}
          actions={<RelationActions uid={p.uid} username={p.username} relation={p.relation} />}
        />
      ))}
    </SectionBlock>
  );
}

/** 'invited': people I invited, with cancel. */
export function InvitedSection({ people }: { people: Friendship[] }) {
  return (
    <SectionBlock
      title="Invited"
      count={people.length}
      empty={
        <>
          No invitations waiting.{' '}
          <Anchor component={Link} to="/friends/search" inherit>
            Find people to invite
          </Anchor>
        </>
      }
    >
      {people.map((p) => (
        <PersonRow
          key={p.uid}
          uid={p.uid}
          username={p.username}
          avatarPath={p.avatar_path}
          languages={p.languages_known}
          detail={sentAt('You invited them', p.since)}
          actions={<RelationActions uid={p.uid} username={p.username} relation={p.relation} />}
        />
      ))}
    </SectionBlock>
  );
}
