import { IconArchive } from '@tabler/icons-react';
import { languageName } from '@phrasebook/domain';
import { Alert, Button } from '@mantine/core';
import { toast } from '@phrasebook/ui';
import { useUpdateDeckMutation } from '../api/update-deck.ts';

/** Toast once a deck is back among the active ones. */
export const deckRestoredMessage = (lang: string) => `Your ${languageName(lang)} deck is back`;

/** Shown on an archived deck's screens: it is hidden from Learning Home until restored. */
export function ArchivedNotice({ uid, lang }: { uid: string; lang: string }) {
  const update = useUpdateDeckMutation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconArchive aria-hidden />}
      title="This deck is archived"
    >
      It is hidden from Learning Home and the sidebar until you restore it.{' '}
      <Button
        size="xs"
        variant="default"
        mt="xs"
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { uid, lang, patch: { archived: false } },
            { onSuccess: () => toast.success(deckRestoredMessage(lang)) },
          )
        }
      >
        Restore deck
      </Button>
    </Alert>
  );
}
