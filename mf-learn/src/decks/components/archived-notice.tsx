import { IconArchive } from '@tabler/icons-react';
import { Alert, Button } from '@mantine/core';
import { withQueuedSettings } from '../state/deck-settings-outbox.ts';
import { useDeckSettingsSave } from '../state/deck-settings-save.ts';
import { deckRestoredMessage } from './archive-messages.ts';
import { QueuedSettingStatus } from './queued-setting-status.tsx';

/**
 * Shown on an archived deck's screens: it is hidden from Learning Home until restored. An
 * archive or a restore that waits for the network says so here, across reloads; a restore, in
 * the button's place.
 */
export function ArchivedNotice({ uid, lang }: { uid: string; lang: string }) {
  const save = useDeckSettingsSave(uid, lang);
  const restored = !withQueuedSettings({ archived: true }, save.queue, lang).archived;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconArchive aria-hidden />}
      title="This deck is archived"
    >
      {restored
        ? 'You restored it: it is back on Learning Home and in the sidebar, and saved once it can be.'
        : 'It is hidden from Learning Home and the sidebar until you restore it.'}{' '}
      {restored ? null : (
        <Button
          size="xs"
          variant="default"
          mt="xs"
          loading={save.trying !== null}
          onClick={() => save.save({ archived: false }, deckRestoredMessage(lang))}
        >
          Restore deck
        </Button>
      )}
      <QueuedSettingStatus
        uid={uid}
        queue={save.queue}
        entries={save.waitingFor(['archived'])}
        removeLabel={`Discard the ${restored ? 'restore' : 'archive'} not saved yet`}
      />
    </Alert>
  );
}
