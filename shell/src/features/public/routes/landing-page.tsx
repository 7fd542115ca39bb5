import { RouteLoading } from '../../shared/components/route-loading.tsx';
import { useStandaloneLaunchRedirect } from '../standalone-launch.ts';
import { LandingContent } from '../components/landing/landing-content.tsx';

/** Route '/': the product's front page, or a hand-off to the app when launched installed. */
export function LandingPage() {
  const redirecting = useStandaloneLaunchRedirect();
  if (redirecting) return <RouteLoading />;
  return <LandingContent />;
}
