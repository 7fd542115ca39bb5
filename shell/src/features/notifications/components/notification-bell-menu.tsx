import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NotificationBell } from '@phrasebook/ui/notifications';
import { unreadNotificationsQuery } from '../api/unread-notifications-query.ts';
import { useNotificationsLive } from '../api/notifications-live.ts';

const DRAWER_ID = 'notification-list';

// The list's code loads when the bell is first pointed at or opened, never with the page
// (issue #50: the bell adds at most 1.5 kB to a signed-in page's first load).
const loadDrawer = () => import('./notification-drawer.tsx');
const NotificationDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.NotificationDrawer })),
);

/** The bell with my unread count, kept live, opening the list of my notifications. */
export function NotificationBellMenu({ uid }: { uid: string }) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { data: unread = 0 } = useQuery(unreadNotificationsQuery(uid));
  useNotificationsLive(uid);
  return (
    <>
      <NotificationBell
        unread={unread}
        expanded={opened}
        controlsId={DRAWER_ID}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationDrawer
            uid={uid}
            id={DRAWER_ID}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
