import { PageFrame } from '@phrasebook/ui';

/** /learn/archived: decks put away, with a way back. */
export default function ArchivedDecksPage() {
  return <PageFrame title="Archived decks" />;
}
