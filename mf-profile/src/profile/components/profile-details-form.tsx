import { useEffect, useState } from 'react';
import { pageSettled } from '@phrasebook/data/page-settled';
import type { ProfileFields } from '../api/profile-fields.ts';
import { draftLanguages } from './profile-draft.ts';
import { ProfileFieldsForm } from './profile-fields-form.tsx';

const loadProfileOutbox = () => import('./profile-outbox-parts.ts');

type ProfileOutboxParts = Awaited<ReturnType<typeof loadProfileOutbox>>;

/**
 * /profile's username and languages known. A save that cannot reach the server waits in the
 * profile outbox (docs/offline.md §3): the form shows the newest that waits, so a reload shows
 * the learner's change rather than the older stored values, and what it waits for beside the
 * button. The outbox's code comes once the page has settled, which also sends what an earlier
 * visit left, or as the form saves.
 */
export function ProfileDetailsForm({
  uid,
  stored,
}: {
  uid: string;
  stored: { username: string; languages_known: unknown };
}) {
  const [outbox, setOutbox] = useState<ProfileOutboxParts | null>(null);
  const [waiting, setWaiting] = useState<ProfileFields | null>(null);
  useEffect(() => {
    void pageSettled()
      .then(loadProfileOutbox)
      // Offline before its code came: the form's save asks for it again.
      .then(setOutbox, () => {});
  }, []);
  const saved = waiting ?? stored;

  return (
    <ProfileFieldsForm
      initialValues={{
        username: saved.username,
        languages_known: draftLanguages(saved.languages_known),
      }}
      submitLabel="Save changes"
      requireChanges
      status={outbox ? <outbox.ProfileSaveStatus uid={uid} onWaiting={setWaiting} /> : null}
      // Tried at once, even offline: a save is never paused in memory, where a reload lost it.
      onSave={async (fields) => {
        const loaded = await loadProfileOutbox();
        setOutbox(loaded);
        await loaded.saveOrQueueProfileFields(uid, fields);
      }}
    />
  );
}
