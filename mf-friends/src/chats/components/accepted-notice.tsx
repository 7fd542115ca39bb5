import { Text } from '@mantine/core';
import { chatSummaryTexts } from '@phrasebook/domain';
import classes from './chats.module.css';

/** The 'accepted' message: a line in the middle of the thread. */
export function AcceptedNotice({
  mine,
  friendName,
  phraseText,
}: {
  mine: boolean;
  friendName: string;
  phraseText: string | null;
}) {
  const what = phraseText ? `: “${phraseText}”` : '';
  return (
    <Text size="xs" c="dimmed" className={classes.notice} role="note">
      {mine
        ? `You accepted ${friendName}'s recommendation${what}`
        : `${friendName} ${chatSummaryTexts.accepted}${what}`}
    </Text>
  );
}
