/**
 * docs/product.md §2: the invite link a user shares is the sign-up page with their uid as
 * `referrer`; after getting started the new user lands on the referrer's profile.
 */
export function invitePath(myUid: string): string {
  return `/signup?${new URLSearchParams({ referrer: myUid }).toString()}`;
}

/**
 * /accept-invite (docs/product.md §2, §5): an invitation from `uidBy` to `uidFor`, with the
 * language whose deck to offer once accepted.
 */
export function acceptInvitePath(uidBy: string, uidFor: string, lang: string): string {
  return `/accept-invite?${new URLSearchParams({ uid_by: uidBy, uid_for: uidFor, lang }).toString()}`;
}

/** Where a signed-out visitor of /find-a-friend goes after logging in: the search, pre-filled. */
export function friendSearchPath(query: string, lang?: string): string {
  const params = new URLSearchParams({ query });
  if (lang) params.set('lang', lang);
  return `/friends/search?${params.toString()}`;
}
