import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useEffect } from 'react';
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
import { NotificationBellMenu } from '../../features/notifications/components/notification-bell-menu.tsx';
import { loadedTimeZoneOffer } from '../../features/time-zone/time-zone-offer-code.ts';
import { useSettledComponent } from '../startup/settled-component.ts';
import type { SidebarAccount } from './user-menu.tsx';

// Asks for new versions only once the page has settled: not part of any first screen.
const loadNewVersionOffer = () =>
  import('../offline/new-version-offer.tsx').then((module) => module.NewVersionOffer);

/** Layout of the signed-in group: sidebar with navigation and account menu, page in <Outlet/>. */
export function AppLayout() {
  const { user } = useAuthSession();
  const uid = user?.id ?? '';
  const profile = useQuery({ ...ownProfileQuery(uid), enabled: uid !== '' });
  const signOut = useSignOutMutation();
  const NewVersionOffer = useSettledComponent(loadNewVersionOffer);
  // Loaded by the signed-in guard when the zones differ: a zone changed while a page shows is
  // offered from the next page on.
  const TimeZoneOffer = loadedTimeZoneOffer();
  useEffect(() => {
    if (!uid) return;
    // Not part of the first screen: in place once the page has settled (docs/offline.md).
    void pageSettled()
      .then(() => import('../offline/signed-in-page-settled.ts'))
      .then(({ signedInPageSettled }) => signedInPageSettled(uid))
      .catch(() => undefined);
  }, [uid]);

  const account: SidebarAccount = {
    username: profile.data?.username ?? null,
    email: user?.email ?? null,
    avatarSrc: avatarUrl(profile.data?.avatar_path),
  };

  return (
    <AppLayoutFrame
      account={account}
      onSignOut={() => signOut.mutate()}
      bell={uid ? <NotificationBellMenu uid={uid} /> : null}
    >
      {NewVersionOffer ? <NewVersionOffer /> : null}
      {TimeZoneOffer && profile.data && profile.data.time_zone !== browserTimeZone() ? (
        <TimeZoneOffer uid={uid} profileZone={profile.data.time_zone} />
      ) : null}
      <Outlet />
      <RemoteBuildLabel />
    </AppLayoutFrame>
  );
}
