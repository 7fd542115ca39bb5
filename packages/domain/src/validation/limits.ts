/** Business limits from docs/product.md §9, shared by schemas, predicates and the UI. */
export const limits = {
  languageCodeLength: 3,
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 8,
  requestPromptMin: 10,
  requestPromptMax: 280,
  profileSearchLimit: 10,
  /** A public profile is looked up only for uids longer than this. */
  publicProfileUidMinExclusive: 10,
  defaultDailyReviewGoal: 15,
  /** The database's tag_name_1_to_40. */
  tagNameMax: 40,
  /** The database's phrase_text_at_most_1000. */
  phraseTextMax: 1000,
  /** The database's translation_text_at_most_1000. */
  translationTextMax: 1000,
} as const;
