import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IconCloudOff } from '@tabler/icons-react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useOnline } from '@phrasebook/data';
import type { DayString } from '@phrasebook/domain';
import { reviewDayReachable } from '../api/review-on-device.ts';

/**
 * The review screens without a network: the day plays from what this device kept; a day not
 * started here says so, and what the learner can do (the header leads back to the deck, which
 * shows what this device kept). The screen goes on by itself once the network returns.
 */
export function OfflineGate({
  lang,
  dayString,
  children,
}: {
  lang: string;
  dayString: DayString;
  children: ReactNode;
}) {
  // Subscribes the gate to the network, which decides what it reads below.
  useOnline();
  if (reviewDayReachable(useQueryClient(), lang, dayString)) return children;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconCloudOff size={24} aria-hidden />
          <Title order={2} size="h3">
            Today's review is not on this device
          </Title>
        </Group>
        <Text>
          You are offline, and today's review was not started on this device while it had a network.
          Starting it needs the server, which chooses the day's cards.
        </Text>
        <Text>
          Connect to the internet and this page goes on by itself. Next time, start your review
          before you go offline: once started, it plays to the end without a network.
        </Text>
      </Stack>
    </Paper>
  );
}
