import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { avatarUrl, ownProfileQuery, useAuthSession, useSignOut } from '@phrasebook/data';
import { toast } from '@phrasebook/ui';
import { AppLayoutFrame } from './app-layout-frame.tsx';
import type { SidebarAccount } from './user-menu.tsx';

/** Layout of the signed-in group: sidebar with navigation and account menu, page in <Outlet/>. */
export function AppLayout() {
  const { user } = useAuthSession();
  const uid = user?.id ?? '';
  const profile = useQuery({ ...ownProfileQuery(uid), enabled: uid !== '' });
  const signOut = useSignOut();

  const account: SidebarAccount = {
    username: profile.data?.username ?? null,
    email: user?.email ?? null,
    avatarSrc: avatarUrl(profile.data?.avatar_path),
  };

  const handleSignOut = useCallback(() => {
    signOut().catch((error: unknown) => {
      toast.error(`Could not sign out: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, [signOut]);

  return (
    <AppLayoutFrame account={account} onSignOut={handleSignOut}>
      <Outlet />
    </AppLayoutFrame>
  );
}
