import { Paper, Stack, Text, Title } from '@mantine/core';

/**
 * A day not started on this device, offline: say so, and what the learner can do (the header
 * leads back to the deck, which shows what this device kept).
 */
export function OfflineWithoutReview() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Today's review is not on this device
        </Title>
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
