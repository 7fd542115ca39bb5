import { useSuspenseQuery } from '@tanstack/react-query';
import { IconShare } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { avatarUrl, currentQueryData, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { knownLanguageCodes, languageName } from '@phrasebook/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorPanel, RelativeTime, UserAvatar } from '@phrasebook/ui';
import { CopyLinkButton } from '../../shared/components/copy-link-button.tsx';
import { requestQuery } from '../api/request-query.ts';
import { AnswerForm } from '../components/answer-form.tsx';
import { AnswerList } from '../components/answer-list.tsx';
import { PendingRequestWrites } from '../components/pending-request-writes.tsx';
import { RequestStatus } from '../components/request-status.tsx';

// An answer's notification marks the request out of date (the bell): opened from it, or
// from anywhere after it, the page waits for the answers rather than showing those it held.
export const loader = signedInLoader(({ queryClient, user, params }) =>
  Promise.all([
    queryClient.ensureQueryData(ownProfileQuery(user.id)),
    currentQueryData(queryClient, requestQuery(params.id ?? ''), { showKeptCopy: true }),
  ]),
);

/** What the answers say while there is none, to the one who asked and to a helper. */
export const NO_ANSWER_FOR_ASKER = 'No answer yet. Share the link with someone who can help.';
export const NO_ANSWER_FOR_HELPER = 'No answer yet. Yours can be the first: write it below.';

/**
 * /learn/:lang/requests/:id: a request and its answers. Its asker shares it (the database
 * refuses their own answer); anyone else answers it.
 */
export default function RequestPage() {
  const { lang = '', id = '' } = useParams();
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const { data: request } = useSuspenseQuery(requestQuery(id));
  const languagesKnown = knownLanguageCodes(profile?.languages_known);

  if (!request || request.lang !== lang) {
    return (
      <ErrorPanel text="Request not found">
        <Stack gap="sm">
          <Text size="sm">
            There is no {languageName(lang)} request with the id &quot;{id}&quot;. The link may be
            incomplete, or the request was deleted.
          </Text>
        </Stack>
      </ErrorPanel>
    );
  }
  const mine = request.requester?.uid === user.id;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Group justify="space-between" align="center">
            <Title order={2} fz="h3">
              {mine ? 'Your request' : 'A request for help'}
            </Title>
            <RequestStatus status={request.status} />
          </Group>
          <Text
            component="blockquote"
            dir="auto"
            size="lg"
            m={0}
            py="xs"
            px="md"
            style={{
              borderInlineStart: '4px solid var(--deck-color, var(--mantine-primary-color-filled))',
            }}
          >
            {request.prompt}
          </Text>
          <Group gap="xs">
            <UserAvatar
              username={request.requester?.username}
              src={avatarUrl(request.requester?.avatar_path)}
              size={26}
              decorative
            />
            <Text size="sm">
              Asked by {mine ? 'you' : (request.requester?.username ?? 'a learner')}
            </Text>
            <RelativeTime date={request.created_at} />
          </Group>
          <Group gap="sm">
            <CopyLinkButton />
            <Button
              component={Link}
              to={`/friends/share?request=${request.id}`}
              variant="default"
              leftSection={<IconShare size={16} aria-hidden />}
            >
              Share with friends
            </Button>
          </Group>
        </Stack>
      </Paper>
      <section aria-labelledby="answers-title">
        <Title order={3} fz="h4" mb="sm" id="answers-title">
          Answers ({request.answers.length})
        </Title>
        <AnswerList
          answers={request.answers}
          languagesKnown={languagesKnown}
          emptyText={mine ? NO_ANSWER_FOR_ASKER : NO_ANSWER_FOR_HELPER}
        />
      </section>
      {mine ? null : (
        <>
          <PendingRequestWrites
            uid={user.id}
            title="Your answers waiting to be posted"
            shows={(entry) => entry.kind === 'answer' && entry.requestId === request.id}
          />
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <AnswerForm requestId={request.id} lang={lang} languagesKnown={languagesKnown} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
