import type { UserRole } from '@phrasebook/domain';

const uidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A `referrer` search value that names a user (a uid); anything else is ignored. */
export function referrerUid(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && uidPattern.test(trimmed) ? trimmed.toLowerCase() : null;
}

/**
 * Where a user goes once they have a profile: to the friend who invited them,
 * else learners (and 'both') start a deck and helpers meet their friends.
 */
export function destinationAfterOnboarding({
  referrer,
  role,
}: {
  referrer?: string | null;
  role?: unknown;
}): string {
  const friend = referrerUid(referrer);
  if (friend) return `/friends/${friend}`;
  return (role as UserRole | undefined) === 'helper' ? '/friends' : '/learn/add-deck';
}

/** `/getting-started`, carrying the referrer along when there is one. */
export function gettingStartedPath(referrer?: string | null): string {
  const friend = referrerUid(referrer);
  return friend ? `/getting-started?referrer=${friend}` : '/getting-started';
}
