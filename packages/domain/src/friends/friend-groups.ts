import { compareInstants } from '../format/instants.ts';
import type { FriendRelation } from './friend-relation.ts';

/** The least a list entry needs to be sorted into the friends screen's sections. */
export interface RelationEntry {
  relation: FriendRelation;
  username: string;
  /** When the newest action of the pair happened. */
  since: string;
}

export interface FriendGroups<T> {
  /** Friends, by username. */
  friends: T[];
  /** Pending, invited by me: newest first. */
  invited: T[];
  /** Pending, invited by them: newest first. */
  invitations: T[];
}

const byUsername = (a: RelationEntry, b: RelationEntry) =>
  a.username.localeCompare(b.username, undefined, { sensitivity: 'base' });
const newestFirst = (a: RelationEntry, b: RelationEntry) => compareInstants(b.since, a.since);

/** docs/product.md §4: my friends, then whom I invited, then who invited me. */
export function groupFriendships<T extends RelationEntry>(entries: readonly T[]): FriendGroups<T> {
  const pick = (relation: FriendRelation) => entries.filter((entry) => entry.relation === relation);
  return {
    friends: pick('friends').sort(byUsername),
    invited: pick('invited').sort(newestFirst),
    invitations: pick('invitation').sort(newestFirst),
  };
}

/** The languages-known list of a profile row, keeping only well-formed entries. */
export function languagesKnownOf(value: unknown): { lang: string; level: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { lang, level } = entry as Record<string, unknown>;
    return typeof lang === 'string' && typeof level === 'string' ? [{ lang, level }] : [];
  });
}
