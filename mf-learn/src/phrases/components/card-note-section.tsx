import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import { publicProfileQuery } from '../../shared/api/public-profile-query.ts';
import { SectionPaper } from '../../shared/components/section-paper.tsx';
import { cardNoteQuery } from '../api/card-note-query.ts';

/** What my card says beyond the phrase: who it came from and my note; nothing when neither. */
export function CardNoteView({
  note,
  source,
}: {
  note: string | null;
  source: { uid: string; username: string | null } | null;
}) {
  if (!note && !source) return null;
  return (
    <SectionPaper title="My card">
      <Stack gap="xs">
        {source ? (
          <Text size="sm">
            From a correction by{' '}
            <Anchor component={Link} to={`/friends/${source.uid}`} size="sm">
              {source.username ?? 'a friend'}
            </Anchor>
          </Text>
        ) : null}
        {note ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Note: what I had written
            </Text>
            <Text dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {note}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </SectionPaper>
  );
}

/** My card's note and source on the phrase page, read after the phrase is shown. */
export function CardNoteSection({ uid, phraseId }: { uid: string; phraseId: string }) {
  const card = useQuery(cardNoteQuery(uid, phraseId)).data;
  const sourceUid = card?.source_uid ?? '';
  const source = useQuery(publicProfileQuery(sourceUid)).data;
  if (!card) return null;
  return (
    <CardNoteView
      note={card.note}
      source={card.source_uid ? { uid: card.source_uid, username: source?.username ?? null } : null}
    />
  );
}
