import { memo, useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { languageName, htmlLang } from '@phrasebook/domain';
import { CardLinks } from '../card-links.tsx';
import { CardPhrase, ListenButton } from '../card-phrase.tsx';
import { CardTranslations } from '../card-translations.tsx';
import { RevealButton } from '../reveal-button.tsx';
import type { CardFaceProps } from '../review-card-view.tsx';
import { CompareInReview } from '../voice/compare-in-review.tsx';
import { useCardListen, useListenLabel } from '../voice/use-card-listen.ts';
import { AnswerComparisonView } from './answer-comparison.tsx';
import { compareAnswer } from './compare-answer.ts';
import { useRecallPreferences } from './recall-preferences.ts';

/**
 * A recall card (docs/product.md §4 "The recall face"): the translations ask for the phrase.
 * The learner says it, or types it when they chose to; the reveal shows the phrase, and a
 * typed answer beside it word by word. 'Listen' before the reveal gives the answer away, so it
 * is offered only when the learner turns it on. Both choices are remembered per deck.
 */
export const RecallCardView = memo(function RecallCardView({
  lang,
  card,
  revealed,
  onReveal,
  typed,
  onTyped,
}: CardFaceProps) {
  const speak = useCardListen(lang, card.phrase_id, revealed);
  const listenLabel = useListenLabel(card.phrase_id);
  const [preferences, setPreferences] = useRecallPreferences(lang);
  const [draft, setDraft] = useState('');
  const language = languageName(lang);

  const check = () => {
    onTyped(draft);
    onReveal();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" align="center">
        <Text size="sm" c="dimmed">
          Say it in {language}
        </Text>
        <CardTranslations
          translations={card.translations}
          fz={{ base: 22, sm: 28 }}
          testId="recall-prompt"
        />
        {revealed ? (
          <>
            <CardPhrase lang={lang} text={card.text} speak={speak} listenLabel={listenLabel} />
            {typed !== null ? (
              <AnswerComparisonView lang={lang} result={compareAnswer(card.text, typed)} />
            ) : null}
            <CompareInReview phraseId={card.phrase_id} />
          </>
        ) : (
          <>
            {preferences.listenFirst && speak ? (
              <ListenButton label="Listen (hint)" onListen={() => speak(card.text)} />
            ) : null}
            {preferences.typeAnswer ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  check();
                }}
                style={{ width: '100%', maxWidth: 420 }}
              >
                <Group align="flex-end" gap="sm" wrap="nowrap">
                  <TextInput
                    label="Your answer"
                    value={draft}
                    onChange={(event) => setDraft(event.currentTarget.value)}
                    autoFocus
                    data-review-autofocus
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    lang={htmlLang(lang)}
                    style={{ flex: 1 }}
                  />
                  <Button type="submit" variant="light">
                    Check
                  </Button>
                </Group>
              </form>
            ) : (
              <RevealButton label="Show phrase" onReveal={onReveal} />
            )}
          </>
        )}
        <Group gap="lg" justify="center">
          <Switch
            label="Type my answer"
            checked={preferences.typeAnswer}
            onChange={(event) =>
              setPreferences({ ...preferences, typeAnswer: event.currentTarget.checked })
            }
          />
          <Switch
            label="Listen before answering"
            checked={preferences.listenFirst}
            onChange={(event) =>
              setPreferences({ ...preferences, listenFirst: event.currentTarget.checked })
            }
          />
        </Group>
        <CardLinks lang={lang} phraseId={card.phrase_id} />
      </Stack>
    </Paper>
  );
});
