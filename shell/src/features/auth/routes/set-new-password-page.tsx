import { lazy, Suspense, useState } from 'react';
import { sessionMayExist } from '@phrasebook/data/session-hint';
import { loadAppProviders } from '../../../app/startup/app-providers-store.ts';
import { RecoveryLinkProblem } from '../components/recovery-link-problem.tsx';

/** The Mantine screen that reads the link: it renders once the app's providers are in place. */
const RecoveryScreen = lazy(() =>
  Promise.all([import('../components/recovery-screen.tsx'), loadAppProviders()]).then(
    ([module]) => ({ default: module.RecoveryScreen }),
  ),
);

/**
 * /set-new-password: where the recovery link lands. A link signs the user in (a stored
 * session) or leaves its error in the URL; only then is the data layer needed to read it.
 * A visit with neither cannot set a password, so it says so at once, as lean as /login.
 */
export function SetNewPasswordPage() {
  const [fromLink] = useState(() => sessionMayExist(window.location));
  if (!fromLink) return <RecoveryLinkProblem />;
  return (
    <Suspense fallback={null}>
      <RecoveryScreen />
    </Suspense>
  );
}
