/**
 * The signed-out screens, built from the lean kit, each in a chunk of its own: their routes
 * load them (shell-routes.tsx), and the entry starts loading the one of the page being opened
 * (`preloadLeanScreen`), so it downloads beside the start-up code instead of after it, and no
 * page downloads another's screen.
 */
export const leanScreens = {
  '/': () => import('../../features/public/routes/landing-page.tsx'),
  '/privacy-policy': () => import('../../features/public/routes/privacy-policy-page.tsx'),
  '/request-removal': () => import('../../features/public/routes/request-removal-page.tsx'),
  '/login': () => import('../../features/auth/routes/login-page.tsx'),
  '/signup': () => import('../../features/auth/routes/signup-page.tsx'),
  '/forgot-password': () => import('../../features/auth/routes/forgot-password-page.tsx'),
  '/set-new-password': () => import('../../features/auth/routes/set-new-password-page.tsx'),
} satisfies Record<string, () => Promise<unknown>>;

/** Starts loading the screen of `pathname` if it is a signed-out one. */
export function preloadLeanScreen(pathname: string): void {
  const load = (leanScreens as Record<string, () => Promise<unknown>>)[pathname];
  // A failure is left to the route, which loads the screen again and shows what failed.
  void load?.().catch(() => {});
}
