import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  avatarUrl,
  browserTimeZone,
  ownProfileQuery,
  useAuthSession,
  useSignOutMutation,
} from '@phrasebook/data';
import { AppLayoutFrame } from './app-layout-frame.tsx';
import { RemoteBuildLabel } from './remote-build-label.tsx';
import { pageSettled } from '@phrasebook/data/page-settled';

// Asks for new versions only once the page has settled: not part of any first screen.
const NewVersionOffer = lazy(() =>
  import('../offline/new-version-offer.tsx').then((module) => ({
    default: module.NewVersionOffer,
  })),
);

// Loaded only for a browser in another zone than the profile's: most pages never need it.
const TimeZoneOffer = lazy(() =>
  import('../../features/time-zone/components/time-zone-offer.tsx').then((module) => ({
    default: module.TimeZoneOffer,
  })),
);
import type { SidebarAccount } from './user-menu.tsx';

/** Layout of the signed-in group: sidebar with navigation and account menu, page in <Outlet/>. */
export function AppLayout() {
  const { user } = useAuthSession();
  const uid = user?.id ?? '';
  const profile = useQuery({ ...ownProfileQuery(uid), enabled: uid !== '' });
  const signOut = useSignOutMutation();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    void pageSettled().then(() => setSettled(true));
  }, []);

  const account: SidebarAccount = {
    username: profile.data?.username ?? null,
    email: user?.email ?? null,
    avatarSrc: avatarUrl(profile.data?.avatar_path),
  };

  return (
    <AppLayoutFrame account={account} onSignOut={() => signOut.mutate()}>
      {settled ? (
        <Suspense fallback={null}>
          <NewVersionOffer />
        </Suspense>
      ) : null}
      {profile.data && profile.data.time_zone !== browserTimeZone() ? (
        <Suspense fallback={null}>
          <TimeZoneOffer uid={uid} profileZone={profile.data.time_zone} />
        </Suspense>
      ) : null}
      <Outlet />
      <RemoteBuildLabel />
    </AppLayoutFrame>
  );
}
