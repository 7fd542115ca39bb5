import { DeckSection } from '../components/deck-section.tsx';

/** /learn/:lang/deck-settings: goals, theme, archive. */
export default function DeckSettingsPage() {
  return <DeckSection title="Deck settings" />;
}
