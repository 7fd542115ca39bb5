import type { FriendRelation } from '@phrasebook/domain';

/** Another user and how we are connected, from my side (docs/product.md §3 friend_summary, §4). */
export interface Friendship {
  uid: string;
  username: string;
  avatar_path: string | null;
  languages_known: { lang: string; level: string }[];
  relation: Exclude<FriendRelation, 'none'>;
  /** When the newest action of the pair happened (the invitation, or becoming friends). */
  since: string;
}
