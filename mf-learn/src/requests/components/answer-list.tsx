import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { publicProfileQuery } from '../../shared/api/public-profile-query.ts';
import { translationsForReader } from '@phrasebook/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { RelativeTime } from '@phrasebook/ui';
import { PhraseCard } from '../../shared/components/phrase-card.tsx';
import type { RequestAnswer } from '../api/request-shapes.ts';

/**
 * The phrases given in answer, with their translations and who gave them; `emptyText` when
 * there is none, worded for the one reading (the asker shares, a helper answers).
 */
export function AnswerList({
  answers,
  languagesKnown,
  emptyText,
}: {
  answers: RequestAnswer[];
  languagesKnown: readonly string[];
  emptyText: string;
}) {
  const helpers = [...new Set(answers.map((a) => a.answered_by))];
  const profiles = useQueries({ queries: helpers.map((uid) => publicProfileQuery(uid)) });
  const nameOf = (uid: string) => profiles[helpers.indexOf(uid)]?.data?.username ?? 'a helper';
  if (answers.length === 0) {
    return <Text c="dimmed">{emptyText}</Text>;
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Answers">
      {answers.map((answer) => (
        <li key={answer.id}>
          <PhraseCard
            lang={answer.lang}
            phrase={
              <Anchor
                component={Link}
                to={`/learn/${answer.lang}/${answer.id}`}
                c="inherit"
                underline="hover"
              >
                {answer.text}
              </Anchor>
            }
            translations={translationsForReader(answer.translations, languagesKnown)}
            maxTranslations={4}
            actions={
              <Stack gap={0} align="flex-end">
                <Text size="sm">by {nameOf(answer.answered_by)}</Text>
                <RelativeTime date={answer.created_at} size="xs" />
              </Stack>
            }
          />
        </li>
      ))}
    </Stack>
  );
}
