import type { ReactNode } from 'react';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { RelativeTime } from '@phrasebook/ui';
import classes from './chats.module.css';

export interface MessageCardProps {
  /** The card's accessible name: what kind of message it is ('Recommended phrase'). */
  label: string;
  /** Who did what, above the content ('You asked Ana to record this'). */
  caption: string;
  mine: boolean;
  at: string;
  children: ReactNode;
}

/** A structured message in a thread: a card on my side or my friend's, with its time below. */
export function MessageCard({ label, caption, mine, at, children }: MessageCardProps) {
  return (
    <Box className={classes.row} data-mine={mine || undefined}>
      <Paper withBorder radius="md" p="sm" w="100%" component="article" aria-label={label}>
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {caption}
          </Text>
          {children}
        </Stack>
      </Paper>
      <RelativeTime date={at} size="xs" mt={2} />
    </Box>
  );
}
