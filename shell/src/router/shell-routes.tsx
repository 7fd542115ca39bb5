import { Outlet, type RouteObject } from 'react-router';
import { ErrorScreen } from '../screens/error-screen.tsx';
import { NotFoundPage } from '../screens/not-found-page.tsx';
import { areaFallbackRoutes } from '../federation/area-fallback-routes.tsx';
import { revalidateSignedIn, signedInLoader } from '../auth/signed-in-loader.ts';
import { RouteLoading } from './route-loading.tsx';

/**
 * The shell's route tree. Screens load lazily so a first visit downloads only what its page
 * needs; remotes add their routes under 'signed-in' and 'signed-out' when first visited.
 */
export const shellRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../screens/landing-page.tsx')).LandingPage,
        }),
      },
      {
        path: 'privacy-policy',
        lazy: async () => ({
          Component: (await import('../screens/privacy-policy-page.tsx')).PrivacyPolicyPage,
        }),
      },
      {
        path: 'request-removal',
        lazy: async () => ({
          Component: (await import('../screens/request-removal-page.tsx')).RequestRemovalPage,
        }),
      },
      {
        id: 'signed-out',
        element: <Outlet />,
        children: [
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../account/login-page.tsx')).LoginPage,
            }),
          },
          {
            path: 'signup',
            lazy: async () => ({
              Component: (await import('../account/signup-page.tsx')).SignupPage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../account/forgot-password-page.tsx')).ForgotPasswordPage,
            }),
          },
          {
            path: 'set-new-password',
            lazy: async () => ({
              Component: (await import('../account/set-new-password-page.tsx')).SetNewPasswordPage,
            }),
          },
          ...areaFallbackRoutes('signed-out'),
        ],
      },
      {
        id: 'signed-in',
        loader: signedInLoader,
        shouldRevalidate: revalidateSignedIn,
        lazy: async () => ({
          Component: (await import('../auth/signed-in-area.tsx')).SignedInArea,
        }),
        children: areaFallbackRoutes('signed-in'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
