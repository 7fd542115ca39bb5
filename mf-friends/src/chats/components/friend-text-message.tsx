import { useState } from 'react';
import { Box, Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { SuggestCorrectionForm } from './suggest-correction-form.tsx';
import { TextBubble } from './text-bubble.tsx';
import classes from './chats.module.css';

/** A friend's text message, which I can offer to correct (docs/product.md "Corrections"). */
export function FriendTextMessage({
  text,
  at,
  friendName,
  onCorrect,
}: {
  text: string;
  at: string;
  friendName: string;
  onCorrect: (corrected: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Box className={classes.row}>
        <SuggestCorrectionForm
          original={text}
          friendName={friendName}
          onCancel={() => setEditing(false)}
          onSend={(corrected) => {
            onCorrect(corrected);
            setEditing(false);
          }}
        />
      </Box>
    );
  }
  return (
    <>
      <TextBubble text={text} at={at} mine={false} />
      <Button
        variant="subtle"
        size="compact-xs"
        color="gray"
        w="fit-content"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={`Suggest a correction: ${text}`}
        onClick={() => setEditing(true)}
      >
        Suggest a correction
      </Button>
    </>
  );
}
