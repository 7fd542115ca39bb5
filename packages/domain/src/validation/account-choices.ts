/**
 * The fixed choices of the account forms, apart from their zod schemas so a screen can list
 * them without loading zod (docs/architecture.md: lean signed-out pages).
 */

/** Roles chosen at signup (docs/product.md §1, §3). What each may do is decided elsewhere. */
export const userRoles = ['learner', 'helper', 'both'] as const;
export type UserRole = (typeof userRoles)[number];

export function isUserRole(value: unknown): value is UserRole {
  return (userRoles as readonly unknown[]).includes(value);
}

/**
 * The role chosen at sign-up, from a user's metadata: `role`, as the auth session carries it
 * (docs/product.md §3), else `user_role`, the name sign-up used before and still sends.
 */
export function signUpRoleOf(
  metadata: Readonly<Record<string, unknown>> | null | undefined,
): UserRole | null {
  const role = metadata?.['role'];
  if (isUserRole(role)) return role;
  const userRole = metadata?.['user_role'];
  return isUserRole(userRole) ? userRole : null;
}

/** How well a user knows a language (docs/product.md §3). */
export const languageLevels = ['fluent', 'proficient', 'beginner'] as const;
export type LanguageLevel = (typeof languageLevels)[number];
