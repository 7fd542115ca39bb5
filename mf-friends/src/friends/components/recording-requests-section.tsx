import { Link } from 'react-router';
import { IconMicrophone } from '@tabler/icons-react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { languageName } from '@phrasebook/domain';
import { RelativeTime } from '@phrasebook/ui';
import type { OpenRecordingRequest } from '../api/open-recording-requests-query.ts';
import { SectionBlock } from './section-block.tsx';

/**
 * "Requests to record": what friends asked me to record and I have not yet, each with the
 * way to its chat card, where the recorder is. Shown only when there is one.
 */
export function RecordingRequestsSection({ requests }: { requests: OpenRecordingRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <SectionBlock title="Requests to record" count={requests.length} empty={null}>
      {requests.map((request) => (
        <Group key={request.id} component="li" justify="space-between" gap="sm" py="sm" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Group gap="xs" align="baseline" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {request.phrase?.text ?? 'A phrase no longer in the library'}
              </Text>
              {request.phrase ? (
                <Badge size="xs" variant="light" color="gray">
                  {languageName(request.phrase.lang)}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" component="span">
              Asked by {request.asker.username} <RelativeTime date={request.createdAt} size="xs" />
            </Text>
          </Stack>
          <Button
            component={Link}
            to={`/friends/chats/${request.asker.uid}`}
            size="xs"
            variant="light"
            leftSection={<IconMicrophone size={14} aria-hidden />}
          >
            Record it
          </Button>
        </Group>
      ))}
    </SectionBlock>
  );
}
