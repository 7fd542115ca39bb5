import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Anchor, Button, Text } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import { ownProfileQuery } from '@phrasebook/data';
import {
  characterCount,
  languageName,
  languagesKnownOf,
  limits,
  messages,
} from '@phrasebook/domain';
import { toast, useFocusBack } from '@phrasebook/ui';
import type { Friendship } from '../../shared/api/friendship.ts';
import { cardedCorrectionsQuery } from '../api/carded-corrections-query.ts';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import { useMakeCorrectionCardMutation } from '../api/make-correction-card.ts';
import { MessageCard } from './message-card.tsx';

// jsdiff comes with the first correction a thread shows, never with the thread itself; the
// card's form with the first 'Make it a card'.
const CorrectionDiff = lazy(() => import('./correction-diff.tsx'));
const MakeCorrectionCardForm = lazy(() => import('./make-correction-card-form.tsx'));

/** My decks, the one the friend speaks best first: the likeliest language of their correction. */
export function deckLangsFor(
  decks: readonly { lang: string | null; archived?: boolean | null }[],
  friend: Pick<Friendship, 'languages_known'>,
): string[] {
  const mine = decks.flatMap((deck) => (deck.lang && !deck.archived ? [deck.lang] : []));
  const rank = (lang: string) => {
    const level = friend.languages_known.find((known) => known.lang === lang)?.level;
    return level === 'fluent' ? 0 : level === 'proficient' ? 1 : level ? 2 : 3;
  };
  return [...mine].sort((a, b) => rank(a) - rank(b));
}

/**
 * A correction in a thread (docs/product.md "Corrections"): the sentence and its correction
 * with inserted and deleted words marked. Its learner may make it a card, once.
 */
export function CorrectionCard({
  message,
  original,
  mine,
  myUid,
  friend,
}: {
  message: ChatMessage;
  /** The text it corrects; null when that message is not loaded. */
  original: string | null;
  mine: boolean;
  myUid: string;
  friend: Pick<Friendship, 'username' | 'languages_known'>;
}) {
  const corrected = message.message ?? '';
  return (
    <MessageCard
      label="Correction"
      caption={
        mine
          ? `You suggested a correction of ${friend.username}'s message`
          : `${friend.username} suggested a correction of your message`
      }
      mine={mine}
      at={message.created_at}
    >
      {original === null ? (
        <Text dir="auto">{corrected}</Text>
      ) : (
        <Suspense fallback={<Text dir="auto">{corrected}</Text>}>
          <CorrectionDiff original={original} corrected={corrected} />
        </Suspense>
      )}
      {mine ? null : (
        <MakeItACard
          correctionId={message.id}
          sentence={corrected.trim()}
          myUid={myUid}
          friend={friend}
        />
      )}
    </MessageCard>
  );
}

function MakeItACard({
  correctionId,
  sentence,
  myUid,
  friend,
}: {
  correctionId: string;
  sentence: string;
  myUid: string;
  friend: Pick<Friendship, 'languages_known'>;
}) {
  const [open, setOpen] = useState(false);
  const carded = useQuery(cardedCorrectionsQuery(myUid)).data?.get(correctionId);
  const profile = useQuery(ownProfileQuery(myUid)).data;
  const makeCard = useMakeCorrectionCardMutation();
  // Back on 'Make it a card' after Cancel, on the card's link once it is made.
  const back = useFocusBack<HTMLAnchorElement & HTMLButtonElement>(open);

  if (carded) {
    return (
      <Text size="sm" c="dimmed">
        A card in your{' '}
        <Anchor
          ref={back}
          component={Link}
          to={`/learn/${carded.lang}/${carded.phraseId}`}
          size="sm"
        >
          {languageName(carded.lang)} deck
        </Anchor>
      </Text>
    );
  }
  if (characterCount(sentence) > limits.phraseTextMax) {
    // make_correction_card would refuse it: say so instead of offering a form.
    return (
      <Text size="sm" c="dimmed">
        {messages.correctionTooLong}
      </Text>
    );
  }
  const deckLangs = deckLangsFor(profile?.decks_array ?? [], friend);
  if (!open) {
    return (
      <Button
        ref={back}
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconCards size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Make it a card
      </Button>
    );
  }
  if (deckLangs.length === 0) {
    return (
      <Text size="sm">
        <Anchor component={Link} to="/learn/add-deck" size="sm">
          Start a deck
        </Anchor>{' '}
        to make this correction a card.
      </Text>
    );
  }
  return (
    <Suspense fallback={null}>
      <MakeCorrectionCardForm
        correctionId={correctionId}
        sentence={sentence}
        deckLangs={deckLangs}
        knownLangs={languagesKnownOf(profile?.languages_known).map((known) => known.lang)}
        onCancel={() => setOpen(false)}
        onSubmit={async (input) => {
          await makeCard.mutateAsync(input);
          toast.success(`Added to your ${languageName(input.lang)} deck`);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
