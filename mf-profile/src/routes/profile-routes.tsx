import type { RouteObject } from 'react-router';
import { ProfilePage } from '../account/profile-page.tsx';
import { ChangePasswordPage } from '../account/change-password-page.tsx';
import { ChangeEmailPage } from '../account/change-email-page.tsx';
import { ChangeEmailConfirmPage } from '../account/change-email-confirm-page.tsx';
import { GettingStartedPage } from '../account/getting-started-page.tsx';

export function profileRoutes(): RouteObject[] {
  return [
    {
      path: 'profile',
      children: [
        { index: true, element: <ProfilePage /> },
        { path: 'change-password', element: <ChangePasswordPage /> },
        { path: 'change-email', element: <ChangeEmailPage /> },
        { path: 'change-email-confirm', element: <ChangeEmailConfirmPage /> },
      ],
    },
    { path: 'getting-started', element: <GettingStartedPage /> },
  ];
}
