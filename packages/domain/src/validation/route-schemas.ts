import * as z from 'zod/mini';
import { languageCodeField, uuidField } from './fields.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

/**
 * Search parameters of the routes in docs/product.md §2. Optional parameters that are
 * malformed are dropped (`z.catch(…, undefined)`) rather than failing the route:
 * a hand-edited URL should still open the screen. Required ones (accept-invite)
 * fail, because the screen cannot work without them.
 */

const optionalText = z.catch(z.optional(z.string()), undefined);
const optionalLang = z.catch(
  z.optional(z.string().check(z.length(limits.languageCodeLength))),
  undefined,
);

/** A deck route's `{lang}` (docs/product.md §5: must be 3 chars to load). */
export const languageRouteCodeSchema = languageCodeField(messages.invalid);

/** True when `code` may be used to load a language or deck route. */
export function isLanguageRouteCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && code.length === limits.languageCodeLength;
}

/** /signup and /getting-started: where the visitor came from. */
export const referrerSearchSchema = z.object({ referrer: optionalText });

/** /login: the signed-in address the visitor was bounced from. */
export const loginSearchSchema = z.object({ redirectedFrom: optionalText });

/** /accept-invite (docs/product.md §2, §5): all three are required. */
export const acceptInviteSearchSchema = z.object({
  uid_by: uuidField,
  uid_for: uuidField,
  lang: languageCodeField(messages.invalid),
});
export type AcceptInviteSearch = z.output<typeof acceptInviteSearchSchema>;

/** /learn/add-deck: an optional preselected language. */
export const addDeckSearchSchema = z.object({ lang: optionalLang });

/**
 * Filters of the phrase library and search (docs/product.md §2), and the review sets of §4 that
 * the deck home's counts open: today's due cards, the active cards never reviewed, every card,
 * the cards reviewed before, and those reviewed or no longer active.
 */
export const libraryFilters = [
  'language_filtered',
  'active',
  'inactive',
  'reviewed_last_7d',
  'not_in_deck',
  'language_no_translations',
  'language',
  'today_active',
  'unreviewed_active',
  'all',
  'reviewed',
  'reviewed_or_inactive',
] as const;
export type LibraryFilter = (typeof libraryFilters)[number];

/** `tags` may appear once (`?tags=a`) or repeatedly; either way it becomes a list. */
const tagsParam = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((value) => (Array.isArray(value) ? value : [value]).filter((tag) => tag !== '')),
    ),
  ),
  undefined,
);

/** /learn/{lang}/library and /learn/{lang}/search. */
export const librarySearchSchema = z.object({
  text: optionalText,
  tags: tagsParam,
  filter: z.catch(z.optional(z.enum(libraryFilters)), undefined),
});
export type LibrarySearch = z.output<typeof librarySearchSchema>;

/** /learn/{lang}/add-phrase: text to prefill. */
export const addPhraseSearchSchema = z.object({ text: optionalText });

/** /friends/search. */
export const friendSearchSchema = z.object({ query: optionalText, lang: optionalLang });
export type FriendSearch = z.output<typeof friendSearchSchema>;

/**
 * Turns URL search params into a plain object for the schemas above: a key that
 * appears once maps to its string, a repeated key to the list of its values.
 */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return result;
}
