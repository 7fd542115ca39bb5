import { writeFailure } from '@phrasebook/data/outbox';
import { updateProfileRow, type ProfileFields } from './profile-fields.ts';

/**
 * /profile: saves the details form's username and languages known, at its first try and from
 * the profile outbox (state/profile-outbox.ts). Saving the same values again changes nothing,
 * so a retry after a lost answer is harmless. A refusal (a taken username, a rule the database
 * enforces) throws WriteRefusedError; any other failure is worth another try (`writeFailure`).
 */
export async function sendProfileFields({ uid, fields }: { uid: string; fields: ProfileFields }) {
  const { data, error, status } = await updateProfileRow(uid, fields);
  if (error) throw writeFailure(status, error);
  return data;
}
