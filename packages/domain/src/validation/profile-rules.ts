import { limits } from './limits.ts';

/*
 * Profile rules the app needs before any form shows (the form's fixed choices are in
 * account-choices.ts), kept apart from profile-schemas.ts so
 * that reading them does not load zod (docs/performance.md).
 */

/**
 * Whether a public profile may be looked up for `uid` (docs/product.md §5: only when it
 * is longer than 10 characters), which keeps half-typed route params from
 * reaching the backend.
 */
export function canLookUpPublicProfile(uid: string | null | undefined): uid is string {
  return typeof uid === 'string' && uid.length > limits.publicProfileUidMinExclusive;
}
