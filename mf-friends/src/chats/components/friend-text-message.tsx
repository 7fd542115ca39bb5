import { lazy, Suspense, useState } from 'react';
import { Box, Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useFocusBack } from '@phrasebook/ui';
import { TextBubble } from './text-bubble.tsx';
import classes from './chats.module.css';

// The editor comes with the first 'Suggest a correction', not with the thread.
const SuggestCorrectionForm = lazy(() => import('./suggest-correction-form.tsx'));

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
  const suggest = useFocusBack<HTMLButtonElement>(editing);
  if (editing) {
    return (
      <Box className={classes.row}>
        <Suspense fallback={null}>
          <SuggestCorrectionForm
            original={text}
            friendName={friendName}
            onCancel={() => setEditing(false)}
            onSend={(corrected) => {
              onCorrect(corrected);
              setEditing(false);
            }}
          />
        </Suspense>
      </Box>
    );
  }
  return (
    <>
      <TextBubble text={text} at={at} mine={false} sender={friendName} />
      <Button
        ref={suggest}
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
