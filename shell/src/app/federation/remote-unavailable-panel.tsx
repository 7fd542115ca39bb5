import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { describeError } from '@phrasebook/ui/describe-error';
import classes from './remote-unavailable-panel.module.css';

export interface RemoteUnavailablePanelProps {
  /** The part of the app that failed to load, as users know it, e.g. 'Friends'. */
  area: string;
  /** Called by the Retry button; the caller reloads the area. */
  onRetry: () => void;
  /** What went wrong, shown in small print for bug reports. @default undefined */
  error?: unknown;
  /** Disables the button while a retry is under way. @default false */
  retrying?: boolean;
}

/**
 * Shown in place of one area of the app (a micro-frontend) that could not be loaded, while
 * the rest of the app keeps working.
 */
export function RemoteUnavailablePanel({
  area,
  onRetry,
  error,
  retrying = false,
}: RemoteUnavailablePanelProps) {
  const { message } = describeError(error);
  return (
    <Center py="xl" px="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" role="alert" data-not-kept>
        <Stack align="center" gap="md" ta="center">
          <span className={classes.icon}>
            <IconPlugConnectedX size={30} aria-hidden />
          </span>
          <Title order={2} fz="h3">
            {area} is unavailable right now
          </Title>
          <Text c="dimmed">
            This part of Phrasebook could not be loaded. The rest of the app still works; check your
            connection and try again in a moment.
          </Text>
          {message ? (
            <Text size="xs" c="dimmed" ff="monospace">
              {message}
            </Text>
          ) : null}
          <Button
            onClick={onRetry}
            loading={retrying}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            Retry
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
RemoteUnavailablePanel.displayName = 'RemoteUnavailablePanel';
