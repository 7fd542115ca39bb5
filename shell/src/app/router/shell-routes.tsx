import type { RouteObject } from 'react-router';
import { areaFallbackRoutes } from '../federation/area-fallback-routes.tsx';
import { warmAreaOf } from '../federation/warm-area-of.ts';
import { revalidateSignedIn, signedInLoader } from '../guard/signed-in-loader.ts';
import { withAppProviders } from '../startup/app-providers-store.ts';
import { AppRoot } from './app-root.tsx';
import { leanScreens } from './lean-screens.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * The shell's route tree. Screens load lazily so a first visit downloads only what its page
 * needs, with the app's providers (Mantine, the data layer). The signed-out pages (landing,
 * policies, /login, /signup, /forgot-password) are built from the lean kit without them,
 * each in its own chunk, which the entry starts loading with the start-up code
 * (lean-screens.ts). Remotes add their routes under 'signed-in' and
 * 'signed-out' when first visited.
 */
export const shellRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    children: [
      {
        // Pathless, so a screen's error renders inside AppRoot's providers.
        id: 'screens',
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            // Lean like /login: no app providers.
            lazy: async () => ({
              Component: (await leanScreens['/']()).LandingPage,
            }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await leanScreens['/privacy-policy']()).PrivacyPolicyPage,
            }),
          },
          {
            path: 'request-removal',
            lazy: async () => ({
              Component: (await leanScreens['/request-removal']()).RequestRemovalPage,
            }),
          },
          {
            id: 'signed-out',
            children: [
              {
                path: 'login',
                lazy: async () => {
                  const { LoginPage } = await leanScreens['/login']();
                  const warm = (to: string) => warmAreaOf(to, { providers: false });
                  return { Component: () => <LoginPage onSignInStart={warm} /> };
                },
              },
              {
                path: 'signup',
                // Lean like /login: no app providers.
                lazy: async () => ({
                  Component: (await leanScreens['/signup']()).SignupPage,
                }),
              },
              {
                path: 'forgot-password',
                // Lean like /login: no app providers.
                lazy: async () => ({
                  Component: (await leanScreens['/forgot-password']()).ForgotPasswordPage,
                }),
              },
              {
                path: 'set-new-password',
                // Lean without a recovery link; with one, it loads the providers itself.
                lazy: async () => ({
                  Component: (await leanScreens['/set-new-password']()).SetNewPasswordPage,
                }),
              },
              ...areaFallbackRoutes('signed-out'),
            ],
          },
          {
            id: 'signed-in',
            loader: signedInLoader,
            shouldRevalidate: revalidateSignedIn,
            lazy: withAppProviders(
              () => import(/* webpackChunkName: "signed-in-area" */ '../guard/signed-in-area.tsx'),
              (module) => module.SignedInArea,
            ),
            children: areaFallbackRoutes('signed-in'),
          },
          {
            path: '*',
            lazy: withAppProviders(
              () => import('../../features/errors/routes/not-found-page.tsx'),
              (module) => module.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];
