import { appStore, logUnexpected, queryClient, type UserProfile } from '@phrasebook/data';
import {
  createOutbox,
  isText,
  readEntryState,
  WriteRefusedError,
  type OutboxEntryState,
} from '@phrasebook/data/outbox';
import { languageLevels, type LanguageKnown } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { storeSavedProfile } from '../api/profile-cache.ts';
import { toProfileFormError } from '../api/profile-error.ts';
import type { ProfileFields } from '../api/profile-fields.ts';
import { sendProfileFields } from '../api/update-profile.ts';

/** Toast once username or languages are saved, at once or from the outbox. */
export const PROFILE_SAVED_MESSAGE = 'Your profile is saved';

/** Profile details the form could not save yet. `id` names the entry only. */
export interface QueuedProfileSave extends OutboxEntryState {
  id: string;
  uid: string;
  fields: ProfileFields;
}

const isLevel = (level: unknown): level is LanguageKnown['level'] =>
  languageLevels.some((known) => known === level);

function readLanguagesKnown(value: unknown): LanguageKnown[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const rows = value.flatMap((row: unknown) => {
    const { lang, level } = (row ?? {}) as Record<string, unknown>;
    return isText(lang) && lang.length === 3 && isLevel(level) ? [{ lang, level }] : [];
  });
  return rows.length === value.length ? rows : null;
}

/** A persisted entry, or null when it cannot be sent (dropped on load). */
export function readQueuedProfileSave(value: unknown): QueuedProfileSave | null {
  const entry = (value ?? {}) as Record<string, unknown>;
  const { id, uid } = entry;
  const { username, languages_known } = (entry.fields ?? {}) as Record<string, unknown>;
  const languages = readLanguagesKnown(languages_known);
  if (!isText(id) || !isText(uid) || !isText(username) || !languages) return null;
  return { id, uid, fields: { username, languages_known: languages }, ...readEntryState(entry) };
}

/** What a refusal says to the learner; one the app could not have foreseen is logged too. */
function readRefusal(error: WriteRefusedError, fields: ProfileFields): string {
  const refusal = toProfileFormError(error);
  if (!refusal.expected) logUnexpected('update-profile', error, fields);
  return refusal.message;
}

/** The saved row goes into the shared cache (sidebar, avatars, the form), and the learner is told. */
function storeSaved(saved: UserProfile) {
  storeSavedProfile(queryClient, saved);
  toast.success(PROFILE_SAVED_MESSAGE);
}

/**
 * Profile details saved while the network or the server was away (the app's outbox,
 * docs/offline.md §3): kept in this browser across reloads and sent in the order the learner
 * saved them, so the last save is what the profile keeps. A username taken meanwhile is refused
 * only on arrival: the toast says so, and the form goes back to what is stored.
 */
export const profileOutbox = createOutbox<QueuedProfileSave, UserProfile>({
  name: 'profile',
  idOf: (entry) => entry.id,
  read: readQueuedProfileSave,
  send: sendProfileFields,
  onSent: (_entry, saved) => storeSaved(saved),
  onRefused: (entry, error) =>
    toast.error(`Your profile was not saved: ${readRefusal(error, entry.fields)}`),
});

/**
 * The details form's save: tried once, unless saves wait, which it joins behind (sent first, it
 * would be overwritten by them). A refusal is thrown for the form to show at its field, as
 * before; anything else (no network, a server fault, a lost answer) is queued, and the form
 * shows it as saved.
 */
export async function saveOrQueueProfileFields(uid: string, fields: ProfileFields): Promise<void> {
  const queueIt = () =>
    profileOutbox.add(uid, { id: crypto.randomUUID(), uid, fields, attempts: 0 });
  if (appStore.get(profileOutbox.atom(uid)).length > 0) return queueIt();
  try {
    storeSaved(await sendProfileFields({ uid, fields }));
  } catch (error) {
    if (!(error instanceof WriteRefusedError)) return queueIt();
    readRefusal(error, fields);
    throw error;
  }
}
