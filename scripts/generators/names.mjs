// Names a generator derives from what it is given (docs/architecture.md, "Adding a screen").

/** 'deck-stats' → 'DeckStats'. */
export const pascalCase = (kebab) =>
  kebab.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());

/** 'deck-stats' → 'deckStats'. */
export const camelCase = (kebab) =>
  kebab.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/** 'deck-stats' → 'Deck stats'. */
export const sentenceCase = (kebab) =>
  kebab.charAt(0).toUpperCase() + kebab.slice(1).replace(/-/g, ' ');

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Throws unless `value` is a lowercase, hyphenated name. */
export function assertKebab(value, what) {
  if (!kebab.test(value))
    throw new Error(`${what} must be lowercase words joined by hyphens: ${value}`);
}
