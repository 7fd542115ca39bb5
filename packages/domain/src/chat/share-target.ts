import { uuidField } from '../validation/fields.ts';

/**
 * /friends/share (search: phrase or request, a uuid each): what is being shared. Phrase
 * pages link here with `phrase`, request pages with `request`; exactly one must be given.
 */
export type ShareTarget = { kind: 'phrase'; id: string } | { kind: 'request'; id: string };

/** Reads the share screen's search parameters; null when they name nothing valid. */
export function shareTargetOf(params: URLSearchParams): ShareTarget | null {
  const phrase = params.get('phrase');
  const request = params.get('request');
  if (phrase && !request && uuidField.safeParse(phrase).success)
    return { kind: 'phrase', id: phrase };
  if (request && !phrase && uuidField.safeParse(request).success)
    return { kind: 'request', id: request };
  return null;
}
