import { useState } from 'react';
import { IconArchive } from '@tabler/icons-react';
import { languageName } from '@phrasebook/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal, toast } from '@phrasebook/ui';
import { useUpdateDeckMutation } from '../api/update-deck.ts';
import { deckRestoredMessage } from './archived-notice.tsx';

/** Toast once a deck is archived. */
export const deckArchivedMessage = (lang: string) => `Your ${languageName(lang)} deck is archived`;

/** Archive (after a confirmation) or restore the deck. */
export function ArchiveSection({
  uid,
  lang,
  archived,
}: {
  uid: string;
  lang: string;
  archived: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateDeckMutation();
  const setArchived = (next: boolean) =>
    update.mutate(
      { uid, lang, patch: { archived: next } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(next ? deckArchivedMessage(lang) : deckRestoredMessage(lang));
        },
      },
    );
  const name = languageName(lang);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {archived
          ? 'This deck is archived: it is hidden from Learning Home and the sidebar.'
          : 'Archiving hides the deck from Learning Home and the sidebar. Its cards and history stay, and you can restore it any time.'}
      </Text>
      {archived ? (
        <Button variant="light" loading={update.isPending} onClick={() => setArchived(false)}>
          Restore deck
        </Button>
      ) : (
        <Button
          variant="light"
          color="red"
          leftSection={<IconArchive size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          Archive deck
        </Button>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Archive your ${name} deck?`}
      >
        <Stack gap="md">
          <Text size="sm">
            It disappears from Learning Home and the sidebar. Nothing is deleted: restore it from
            Archived decks whenever you like.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={update.isPending} onClick={() => setArchived(true)}>
              Archive
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
