import { Paper, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Friendship } from '../../shared/api/friendship.ts';
import { languageName, limits } from '@phrasebook/domain';
import { searchProfilesQuery } from '../api/search-profiles-query.ts';
import { PersonRow } from './person-row.tsx';
import { RelationActions } from './relation-actions.tsx';
import classes from './people.module.css';

export interface SearchResultsProps {
  myUid: string;
  term: string;
  lang?: string | undefined;
  friends: Friendship[];
}

/** Up to 10 people whose username contains the term, each with the action that fits. */
export function SearchResults({ myUid, term, lang, friends }: SearchResultsProps) {
  const { data: people } = useSuspenseQuery(searchProfilesQuery(myUid, term, lang));
  const backTo = `/friends/search?${new URLSearchParams(lang ? { query: term, lang } : { query: term }).toString()}`;
  const who = lang ? ` who know ${languageName(lang)}` : '';

  return (
    <Paper
      component="section"
      aria-label="Search results"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Text size="sm" c="dimmed" role="status">
        {people.length === 0
          ? `Nobody${who} has a username containing “${term}”.`
          : `${people.length === limits.profileSearchLimit ? 'The first 10 people' : people.length === 1 ? '1 person' : `${people.length} people`}${who} with “${term}” in their username`}
      </Text>
      {people.length > 0 ? (
        <ul className={classes.list}>
          {people.map((person) => {
            const relation = friends.find((f) => f.uid === person.uid)?.relation ?? 'none';
            return (
              <PersonRow
                key={person.uid}
                uid={person.uid}
                username={person.username}
                avatarPath={person.avatar_path}
                href={`/friends/search/${person.uid}`}
                linkState={{ backTo }}
                actions={
                  <RelationActions
                    uid={person.uid}
                    username={person.username}
                    relation={relation}
                    size="xs"
                  />
                }
              />
            );
          })}
        </ul>
      ) : null}
    </Paper>
  );
}
