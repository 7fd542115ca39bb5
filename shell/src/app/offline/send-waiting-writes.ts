// The runtime itself, not `enhanced/runtime`'s re-export: importing that here too would split it
// out of the start-up's remote-area chunk, which inlines it (docs/performance.md).
import { loadRemote } from '@module-federation/runtime';
import { writesWaiting, type RemoteOutboxes } from '@phrasebook/data/waiting-writes';
import { remoteAreas } from '../federation/remote-areas.ts';

const signedInRemotes = remoteAreas
  .filter((area) => area.paths.some((path) => path.group === 'signed-in'))
  .map((area) => area.name);

/**
 * Writes an earlier page left in an outbox go out from whichever signed-in page the learner
 * opens next, not only from the screens of the remote that made them (docs/offline.md §3):
 * each remote's `./outboxes` starts those of its outboxes that hold some. Offline, that waits
 * for the network. The page's own remote has set up federation by the time the page has
 * settled; a remote that cannot be loaded (the remote-error plugin answers for it) leaves its
 * writes to its own screens.
 */
export function sendWaitingWrites(uid: string): void {
  if (!writesWaiting(uid)) return;
  const send = () => {
    for (const remote of signedInRemotes) {
      void loadRemote<{ default: RemoteOutboxes }>(`${remote}/outboxes`)
        .then((module) => module?.default(uid))
        .catch(() => undefined);
    }
  };
  if (navigator.onLine) send();
  else window.addEventListener('online', send, { once: true });
}
