import { PageFrame } from '@phrasebook/ui';

/** /learn/quick-search: one box over the phrases of every deck. */
export default function QuickSearchPage() {
  return <PageFrame title="Quick search" />;
}
