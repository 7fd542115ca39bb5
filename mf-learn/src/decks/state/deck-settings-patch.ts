import type { DeckSettingsPatch } from '@phrasebook/data/deck-settings-queue';

/** Whether a patch writes any of these fields. */
export const patchWrites = (
  patch: DeckSettingsPatch,
  fields: readonly (keyof DeckSettingsPatch)[],
) => fields.some((field) => field in patch);
