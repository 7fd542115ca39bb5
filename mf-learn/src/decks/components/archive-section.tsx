import { useState } from 'react';
import { IconArchive } from '@tabler/icons-react';
import { languageName } from '@phrasebook/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '@phrasebook/ui';
import { withQueuedSettings } from '../state/deck-settings-outbox.ts';
import { useDeckSettingsSave } from '../state/deck-settings-save.ts';
import { deckArchivedMessage, deckRestoredMessage } from './archive-messages.ts';
import { QueuedSettingStatus } from './queued-setting-status.tsx';

/**
 * Archive (after a confirmation) or restore the deck: as the learner last chose, saved or
 * waiting to be.
 */
export function ArchiveSection({
  uid,
  lang,
  archived: stored,
}: {
  uid: string;
  lang: string;
  /** As stored. */
  archived: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const save = useDeckSettingsSave(uid, lang);
  const { archived } = withQueuedSettings({ archived: stored }, save.queue, lang);
  const pending = save.trying !== null;
  const setArchived = (next: boolean) =>
    save.save({ archived: next }, next ? deckArchivedMessage(lang) : deckRestoredMessage(lang), {
      onAccepted: () => setConfirming(false),
    });
  const name = languageName(lang);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {archived
          ? 'This deck is archived: it is hidden from Learning Home and the sidebar.'
          : 'Archiving hides the deck from Learning Home and the sidebar. Its cards and history stay, and you can restore it any time.'}
      </Text>
      {archived ? (
        <Button variant="light" loading={pending} onClick={() => setArchived(false)}>
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
      <QueuedSettingStatus
        uid={uid}
        queue={save.queue}
        entries={save.waitingFor(['archived'])}
        removeLabel={
          archived ? 'Discard the archive not saved yet' : 'Discard the restore not saved yet'
        }
      />
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
            <Button color="red" loading={pending} onClick={() => setArchived(true)}>
              Archive
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
