/**
 * The fixed choices of the account forms, apart from their zod schemas so a screen can list
 * them without loading zod (docs/architecture.md: lean signed-out pages).
 */

/** Roles chosen at signup (docs/product.md §1, §3). What each may do is decided elsewhere. */
export const userRoles = ['learner', 'helper', 'both'] as const;
export type UserRole = (typeof userRoles)[number];

/** How well a user knows a language (docs/product.md §3). */
export const languageLevels = ['fluent', 'proficient', 'beginner'] as const;
export type LanguageLevel = (typeof languageLevels)[number];
