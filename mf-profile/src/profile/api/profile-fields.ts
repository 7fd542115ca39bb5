import type { LanguageKnown } from '@phrasebook/domain';

/** What the profile forms save: the username and the languages known. */
export interface ProfileFields {
  username: string;
  languages_known: LanguageKnown[];
}

/** The user_profile columns a save reads back into the cache. */
export const savedProfileColumns =
  'uid, username, avatar_path, languages_known, time_zone, created_at, updated_at';
