/**
 * Query-key factories of every entity: the contract between apps, so one remote can refresh
 * what another shows (docs/architecture.md). Invalidate through them, never with literal
 * arrays. Keys of the signed-in user's own data start with `userScope`, so signing in or out
 * drops all of it with one `removeQueries({ queryKey: userScope })`; public data (languages,
 * the phrase library, public profiles, requests) lives outside it.
 *
 * Shared with the shell: change additively (new keys, never renamed ones).
 */
export const userScope = ['user'] as const;

/** user_profile (own) and public_profile (anyone's). */
export const profileKeys = {
  all: [...userScope, 'profile'] as const,
  own: (uid: string) => [...profileKeys.all, 'own', uid] as const,
  publicAll: ['public-profile'] as const,
  public: (uid: string) => [...profileKeys.publicAll, uid] as const,
  search: (term: string) => [...profileKeys.publicAll, 'search', term] as const,
  /** A search as one user runs it (never finding themselves), optionally by a language known. */
  searchBy: (myUid: string, term: string, lang?: string) =>
    [...profileKeys.search(term), myUid, lang ?? ''] as const,
  /** public_profile_plus: the public profile with the languages its owner knows. */
  publicPlus: (uid: string) => [...profileKeys.publicAll, 'plus', uid] as const,
};

/** The auth server's view of the user (email, pending email change). */
export const accountKeys = {
  all: [...userScope, 'account'] as const,
  currentUser: () => [...accountKeys.all, 'current-user'] as const,
};

/** My decks (user_deck_plus) and one deck with its cards and reviews. */
export const deckKeys = {
  all: [...userScope, 'deck'] as const,
  list: () => [...deckKeys.all, 'list'] as const,
  detail: (lang: string) => [...deckKeys.all, 'detail', lang] as const,
  /** My deck in one language with its cards (user_card_plus), under the deck's detail key. */
  cards: (lang: string, uid: string) => [...deckKeys.detail(lang), 'cards', uid] as const,
  /** My deck's FSRS parameters and desired retention, under the deck's detail key. */
  schedule: (lang: string) => [...deckKeys.detail(lang), 'schedule'] as const,
  /** My active cards due today, in every deck. */
  due: (uid: string) => [...deckKeys.all, 'due', uid] as const,
  /** My reviews in every deck since a day session (history charts, weekly goals). */
  recentReviews: (uid: string, since: string) =>
    [...deckKeys.all, 'recent-reviews', uid, since] as const,
};

/** A deck's review day: its manifest and the reviews posted that day. */
export const reviewKeys = {
  all: [...userScope, 'review'] as const,
  day: (lang: string, daySession: string) => [...reviewKeys.all, lang, daySession] as const,
  /** What today's set would hold before the day is started (due cards, new candidates). */
  setup: (lang: string, daySession: string) =>
    [...reviewKeys.day(lang, daySession), 'setup'] as const,
  /** The started day's cards: phrase, translations and scheduling state. */
  cards: (lang: string, daySession: string) =>
    [...reviewKeys.day(lang, daySession), 'cards'] as const,
};

/** Languages (language_plus) and their phrase library. */
export const languageKeys = {
  all: ['language'] as const,
  detail: (lang: string) => [...languageKeys.all, lang] as const,
};

/** Phrases of the public library (meta_phrase_info) and their translations and tags. */
export const phraseKeys = {
  all: ['phrase'] as const,
  detail: (id: string) => [...phraseKeys.all, 'detail', id] as const,
  search: (lang: string, params: Record<string, string | undefined>) =>
    [...phraseKeys.all, 'search', lang, params] as const,
};

/** Phrase requests (meta_phrase_request): mine per language, and one with its answers. */
export const requestKeys = {
  all: ['request'] as const,
  list: (uid: string, lang: string) => [...requestKeys.all, 'list', uid, lang] as const,
  detail: (id: string) => [...requestKeys.all, 'detail', id] as const,
};

/** My friends and pending invitations (friend_summary). */
export const friendKeys = {
  all: [...userScope, 'friend'] as const,
  list: () => [...friendKeys.all, 'list'] as const,
  /** My accepted friends with the languages they know (recordings: whom to ask, whom to play). */
  accepted: (uid: string) => [...friendKeys.all, 'accepted', uid] as const,
};

/** My chat messages, all threads and one thread. */
export const chatKeys = {
  all: [...userScope, 'chat'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  thread: (friendUid: string) => [...chatKeys.all, 'thread', friendUid] as const,
  /** Unread messages per friend (the chat list and the navigation badge). */
  unread: () => [...chatKeys.all, 'unread'] as const,
  /** What /friends/share is about to post: a phrase or a request. */
  shareTarget: (kind: 'phrase' | 'request', id: string) =>
    [...chatKeys.all, 'share', kind, id] as const,
  /** Library phrases found for a recommendation, in the languages I know. */
  phraseSearch: (langs: readonly string[], text: string) =>
    [...chatKeys.all, 'phrase-search', [...langs].sort().join(','), text] as const,
};

/** Recordings of phrases (phrase_recording_plus with signed URLs), and requests to record. */
export const recordingKeys = {
  all: [...userScope, 'recording'] as const,
  phrase: (phraseId: string) => [...recordingKeys.all, 'phrase', phraseId] as const,
  /** The recordings of review days' phrases, of one deck when given its language. */
  days: (lang?: string) =>
    [...recordingKeys.all, 'day', ...(lang === undefined ? [] : [lang])] as const,
  /** The recordings of one review day's phrases. */
  day: (lang: string, daySession: string) => [...recordingKeys.days(lang), daySession] as const,
  /** Requests to record that friends sent me and I have not answered. */
  openRequests: () => [...recordingKeys.all, 'open-requests'] as const,
};

/**
 * My progress (docs/product.md §4 "Progress"): study days, streaks, retention, the forecast;
 * `lang` null for all decks. Reviews change them: invalidate `progressKeys.all` after a day.
 */
export const progressKeys = {
  all: [...userScope, 'progress'] as const,
  studyDays: (lang: string | null) => [...progressKeys.all, 'study-days', lang ?? '*'] as const,
  streak: (lang: string | null) => [...progressKeys.all, 'streak', lang ?? '*'] as const,
  retention: (lang: string | null) => [...progressKeys.all, 'retention', lang ?? '*'] as const,
  forecast: (lang: string | null) => [...progressKeys.all, 'forecast', lang ?? '*'] as const,
  cardStates: (lang: string | null) => [...progressKeys.all, 'card-states', lang ?? '*'] as const,
};

/** Shared streaks with friends (friend_streaks()): invitations, running and ended. */
export const friendStreakKeys = {
  all: [...userScope, 'friend-streak'] as const,
  list: () => [...friendStreakKeys.all, 'list'] as const,
};
