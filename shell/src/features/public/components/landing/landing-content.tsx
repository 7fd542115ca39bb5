import { PublicPageFrame } from '../public-page-frame.tsx';
import { LandingFeatures } from './landing-features.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingSteps } from './landing-steps.tsx';

/** The landing page's sections inside the public header and footer. */
export function LandingContent() {
  return (
    <PublicPageFrame>
      <LandingHero />
      <LandingFeatures />
      <LandingSteps />
    </PublicPageFrame>
  );
}
