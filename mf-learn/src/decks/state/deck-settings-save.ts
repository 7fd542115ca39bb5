import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { WriteRefusedError } from '@phrasebook/data/outbox';
import { toast } from '@phrasebook/ui';
import { useSaveDeckSettingsMutation } from '../api/save-deck-settings.ts';
import {
  deckSettingsOutbox,
  notSavedMessage,
  type DeckSettingsPatch,
  type QueuedDeckSettings,
} from './deck-settings-outbox.ts';
import { patchWrites } from './deck-settings-patch.ts';

export interface SaveHandlers {
  /** The save is kept: stored, or (`queued`) waiting in the outbox to be sent when it can be. */
  onAccepted?: (queued: boolean) => void;
  /** The server refused it; the caller says why where the control is. */
  onRefused?: (error: WriteRefusedError) => void;
}

/**
 * Saves a deck setting the way every control of the deck's settings does (docs/offline.md §3):
 * one try at once, even offline; a refusal goes back to the control, and any other failure
 * leaves the save in the deck settings' outbox, which keeps it across reloads and sends it. A
 * save made while another of the deck's waits joins the queue behind it, never before: sent
 * first, it would be overwritten by the older one.
 */
export function useDeckSettingsSave(uid: string, lang: string) {
  const update = useSaveDeckSettingsMutation();
  const queue = useAtomValue(deckSettingsOutbox.atom(uid));
  useEffect(() => deckSettingsOutbox.start(uid), [uid]);
  const waiting = queue.filter((entry) => entry.lang === lang);

  const save = (patch: DeckSettingsPatch, savedToast: string, handlers: SaveHandlers = {}) => {
    const queueIt = () => {
      deckSettingsOutbox.add(uid, {
        id: crypto.randomUUID(),
        uid,
        lang,
        patch,
        savedToast,
        attempts: 0,
      });
      handlers.onAccepted?.(true);
    };
    if (waiting.length > 0) return queueIt();
    update.mutate(
      { uid, lang, patch },
      {
        onSuccess: () => {
          handlers.onAccepted?.(false);
          toast.success(savedToast);
        },
        onError: (error) => {
          if (!(error instanceof WriteRefusedError)) return queueIt();
          if (handlers.onRefused) handlers.onRefused(error);
          else toast.error(notSavedMessage(error));
        },
      },
    );
  };

  return {
    save,
    /** The patch of the try under way, to show the choice while it goes. */
    trying: update.isPending ? update.variables.patch : null,
    queue,
    /** This deck's saves that wait, oldest first. */
    waiting,
    /** This deck's saves that wait and write any of these fields. */
    waitingFor: (fields: readonly (keyof DeckSettingsPatch)[]): QueuedDeckSettings[] =>
      waiting.filter((entry) => patchWrites(entry.patch, fields)),
  };
}
