import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { avatarUrl, ownProfileQuery, useAuthSession, useSignOutMutation } from '@phrasebook/data';
import { AppLayoutFrame } from './app-layout-frame.tsx';
import { RemoteBuildLabel } from './remote-build-label.tsx';
import { NewVersionOffer } from '../offline/new-version-offer.tsx';
import { TimeZoneOffer } from '../../features/time-zone/components/time-zone-offer.tsx';
import type { SidebarAccount } from './user-menu.tsx';

/** Layout of the signed-in group: sidebar with navigation and account menu, page in <Outlet/>. */
export function AppLayout() {
  const { user } = useAuthSession();
  const uid = user?.id ?? '';
  const profile = useQuery({ ...ownProfileQuery(uid), enabled: uid !== '' });
  const signOut = useSignOutMutation();

  const account: SidebarAccount = {
    username: profile.data?.username ?? null,
    email: user?.email ?? null,
    avatarSrc: avatarUrl(profile.data?.avatar_path),
  };

  return (
    <AppLayoutFrame account={account} onSignOut={() => signOut.mutate()}>
      <NewVersionOffer />
      {profile.data ? <TimeZoneOffer uid={uid} profileZone={profile.data.time_zone} /> : null}
      <Outlet />
      <RemoteBuildLabel />
    </AppLayoutFrame>
  );
}
