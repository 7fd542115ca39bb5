import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Friendship } from '../../shared/api/friendship.ts';
import { Anchor, Text } from '@mantine/core';
import { RelativeTime } from '@phrasebook/ui';
import { PersonRow } from './person-row.tsx';
import { RelationActions } from './relation-actions.tsx';
import { SectionBlock } from './section-block.tsx';

interface PendingSectionProps {
  title: string;
  people: Friendship[];
  empty: ReactNode;
  /** What the row says about the invitation, before its time. */
  sentLabel: string;
  order?: 2 | 3;
  /** The actions' size: the size of the rows the list stands among. @default 'sm' */
  actionSize?: 'xs' | 'sm';
}

/** People with a pending invitation, each with when it was sent and the fitting actions. */
function PendingSection({
  title,
  people,
  empty,
  sentLabel,
  order,
  actionSize,
}: PendingSectionProps) {
  return (
    <SectionBlock title={title} count={people.length} empty={empty} order={order}>
      {people.map((p) => (
        <PersonRow
          key={p.uid}
          uid={p.uid}
          username={p.username}
          avatarPath={p.avatar_path}
          languages={p.languages_known}
          detail={
            <Text size="xs" c="dimmed" component="span">
              {sentLabel} <RelativeTime date={p.since} size="xs" />
            </Text>
          }
          actions={
            <RelationActions
              uid={p.uid}
              username={p.username}
              relation={p.relation}
              size={actionSize}
            />
          }
        />
      ))}
    </SectionBlock>
  );
}

/** 'invitation': people who invited me, with accept and decline. */
export function InvitationsSection({ people, order }: { people: Friendship[]; order?: 2 | 3 }) {
  return (
    <PendingSection
      order={order}
      // 'to you' and 'by you': the walk read the bare 'Invitations' and 'Invited' as one list.
      title="Invitations to you"
      people={people}
      sentLabel="Invited you"
      empty="Nobody is waiting for your answer."
    />
  );
}

/** 'invited': people I invited, with cancel. */
export function InvitedSection({
  people,
  order,
  actionSize,
}: Pick<PendingSectionProps, 'people' | 'order' | 'actionSize'>) {
  return (
    <PendingSection
      order={order}
      actionSize={actionSize}
      title="Invited by you"
      people={people}
      sentLabel="You invited them"
      empty={
        <>
          No open invitations from you.{' '}
          <Anchor component={Link} to="/friends/search" inherit>
            Find people to invite
          </Anchor>
        </>
      }
    />
  );
}
