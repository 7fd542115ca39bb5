// Bundled by mf-learn, its one user (`@phrasebook/ui/phrase-card`), not shared: with the speech
// language tags it would weigh on every signed-in page.
export { PhraseCard, type PhraseCardProps, type PhraseCardTranslation } from './PhraseCard.tsx';
