import { OutboxEntryStatus } from '../../shared/components/outbox-entry-status.tsx';
import { deckSettingsOutbox, type QueuedDeckSettings } from '../state/deck-settings-outbox.ts';

/**
 * Where a deck setting's control is: what its saves that wait are waiting for, with Retry and
 * Remove (which gives up on them all). The queue is sent oldest first, so they wait on its
 * first entry, whichever control made it: its failure is theirs.
 */
export function QueuedSettingStatus({
  uid,
  queue,
  entries,
  removeLabel,
}: {
  uid: string;
  /** The user's whole deck settings queue. */
  queue: readonly QueuedDeckSettings[];
  /** The saves of this control that wait. */
  entries: readonly QueuedDeckSettings[];
  removeLabel: string;
}) {
  const head = queue[0];
  if (!head || entries.length === 0) return null;
  return (
    <OutboxEntryStatus
      entry={head}
      done="saved"
      live
      onRetry={() => deckSettingsOutbox.retryNow(uid)}
      onRemove={() => {
        for (const entry of entries) deckSettingsOutbox.discard(uid, entry.id);
      }}
      removeLabel={removeLabel}
    />
  );
}
