import type { LanguageKnown } from '@phrasebook/domain';

/** The columns of user_profile the account screens read and write (SPEC §3). */
export interface UserProfile {
  uid: string;
  username: string;
  avatar_path: string | null;
  languages_known: LanguageKnown[];
  updated_at?: string;
}

/** SPEC §3 public_profile: the only profile fields other users may see. */
export interface PublicProfile {
  uid: string;
  username: string;
  avatar_path: string | null;
}
