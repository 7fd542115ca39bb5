/**
 * User-facing validation messages. Those marked "docs/product.md §5" are quoted from the
 * product spec and must not change; the others fill gaps where the spec gives a
 * rule without wording (see the README of this package).
 */
export const messages = {
  /** docs/product.md §8: a /learn/{lang} address with an unknown or malformed code. */
  languageNotFound:
    'This language was not found in the database. Please double check the language code in your URL or report a bug to an admin.',
  /** docs/product.md §8: a known language the user has no deck in. */
  deckNotFound: "This deck was not found in your profile. Perhaps it's just a bad URL?",
  /** docs/product.md §5: a value is missing. */
  required: 'Required',
  /** docs/product.md §5: a value is present but of the wrong shape. */
  invalid: 'Invalid input',
  /** docs/product.md §5 */
  selectLanguage: 'Please select a language',
  /** docs/product.md §5 */
  addLanguageKnown: 'Please add at least one language you know.',
  /** docs/product.md §5 */
  realEmail: 'Email is required to be a real email',
  /** docs/product.md §5 */
  userRole: "Let us know how you'll use the app",
  /** docs/product.md §5 */
  passwordRequired: 'Password is required',
  /** docs/product.md §5 */
  searchQueryRequired: 'Search query is required',
  /** docs/product.md §5 */
  newEmail: 'Enter a new email',
  /** docs/product.md §5 */
  addDeckLanguage: 'Select a language to start learning',
  /** docs/product.md §5 */
  dailyGoal: 'Invalid goal value; must be 10, 15, or 20',
  /** docs/product.md §5 */
  addPhrase: 'Please add at least one phrase',
  /** docs/product.md §5 */
  enterPhrase: 'Please enter a phrase',
  /** docs/product.md §5 */
  addTranslation: 'Please add at least one translation',
  /** docs/product.md §5 */
  enterTranslation: 'Please enter a translation',
  /** Ours: the database's tag rule (1 to 40 characters) has no wording in the spec. */
  enterTag: 'Please enter a tag',
  /** Ours, as above. */
  tagTooLong: 'A tag has at most 40 characters',
  /** Ours: a tag the phrase has already (any case), which the database takes in silence. */
  tagTwice: 'This phrase already has this tag',
  /** Ours: the database's phrase_text_at_most_1000 has no wording in the spec. */
  phraseTooLong: 'A phrase can be at most 1,000 characters',
  /** Ours, as above (translation_text_at_most_1000), as the correction's card says it. */
  translationTooLong: 'A translation can be at most 1,000 characters',
  /** Ours: a phrase the library already has, refused on the add-phrase page. */
  phraseInLibrary: 'This phrase is already in the library: open it below to add it to your deck',
  /** Ours: the same refusal on the bulk-add page, which has no list below to open it from. */
  phraseInLibraryBulk:
    'This phrase is already in the library: remove this row, and add it to your deck from the library',
  /** Ours: a phrase added offline or after a failure, not in the library yet, added again. */
  phraseWaiting: 'This phrase is already waiting to be added',
  /** Ours: two rows of one bulk add holding one phrase. */
  phraseStagedTwice: 'This phrase is already in a row above',
  /** Ours: make_correction_card's refusal, in its words, said before the form opens. */
  correctionTooLong: "A card's phrase can be at most 1,000 characters: this correction is longer",
  /** Ours: the database's translation_once_per_phrase has no wording in the spec. */
  translationTwice: 'This phrase already has this translation',
  /** docs/product.md §5 */
  translationLanguage: 'Provide a language for the translation',
  /** docs/product.md §5 */
  promptTooShort: 'Your prompt must be at least 10 characters.',
  /** docs/product.md §5 */
  promptTooLong: 'Your prompt must be less than 280 characters.',
  /** Ours: the spec states "at least 8" without wording. */
  passwordTooShort: 'Password must be at least 8 characters',
  /** Ours: the spec states "3 to 20" without wording. */
  usernameTooShort: 'Username must be at least 3 characters',
  /** Ours: the spec states "3 to 20" without wording. */
  usernameTooLong: 'Username must be at most 20 characters',
  /** Ours: invisible characters would make a lookalike of someone else's name. */
  usernameInvisible: 'Username can use visible characters and plain spaces only',
  /** Ours: the spec says a deck must be selected without wording. */
  selectDeck: 'Please select a deck',
} as const;
