import { PageFrame } from '@phrasebook/ui';

/** /learn: every deck, most recently reviewed first. */
export default function LearningHomePage() {
  return <PageFrame title="Learning Home" subtitle="Which deck are we studying today?" />;
}
