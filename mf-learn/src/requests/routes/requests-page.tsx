import { useSuspenseQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { isLanguageCode, languageName } from '@phrasebook/domain';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RelativeTime } from '@phrasebook/ui';
import { myRequestsQuery } from '../api/my-requests-query.ts';
import { PendingRequestWrites } from '../components/pending-request-writes.tsx';
import { RequestStatus } from '../components/request-status.tsx';

export const loader = signedInLoader(async ({ queryClient, user, params }) => {
  if (isLanguageCode(params.lang))
    await queryClient.ensureQueryData(myRequestsQuery(user.id, params.lang));
});

/** /learn/:lang/requests: the phrases I asked for in this language, newest first. */
export default function RequestsPage() {
  const lang = useParams().lang ?? '';
  const user = useSignedInUser();
  const { data: requests } = useSuspenseQuery(myRequestsQuery(user.id, lang));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} fz="h3">
          Requests
        </Title>
        <Button
          component={Link}
          to={`/learn/${lang}/requests/new`}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          New request
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Ask friends and helpers for a phrase you need in {languageName(lang)}; the first answer
        joins your deck.
      </Text>
      <PendingRequestWrites
        uid={user.id}
        title="Waiting to be sent"
        shows={(entry) => entry.kind === 'request' && entry.lang === lang}
      />
      {requests.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>You have not asked for any {languageName(lang)} phrase yet.</Text>
        </Paper>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="My requests"
        >
          {requests.map((request) => (
            <Paper key={request.id} component="li" withBorder radius="md" p="md">
              <Stack gap={6}>
                <Anchor
                  component={Link}
                  to={`/learn/${lang}/requests/${request.id}`}
                  fw={600}
                  dir="auto"
                >
                  {request.prompt}
                </Anchor>
                <Group gap="sm">
                  <RequestStatus status={request.status} />
                  <Text size="sm" c="dimmed">
                    {request.answers.length} {request.answers.length === 1 ? 'answer' : 'answers'} ·
                    asked
                  </Text>
                  <RelativeTime date={request.created_at} />
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
