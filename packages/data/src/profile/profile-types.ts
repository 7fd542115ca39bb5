import type { Tables } from '../database.types.ts';

/** A user's own profile row (docs/product.md §3 user_profile). */
export type UserProfile = Tables<'user_profile'>;

/** The profile fields other users may see (docs/product.md §3 public_profile). */
export type PublicProfile = Tables<'public_profile'>;
