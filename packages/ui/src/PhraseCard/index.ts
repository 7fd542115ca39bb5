export { PhraseCard, type PhraseCardProps, type PhraseCardTranslation } from './PhraseCard.tsx';
