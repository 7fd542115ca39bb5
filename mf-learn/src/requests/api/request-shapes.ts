import * as z from 'zod/mini';

/** meta_phrase_request.requester: the requester's public profile (supabase/README.md). */
export const requesterSchema = z.catch(
  z.nullable(
    z.object({ uid: z.string(), username: z.string(), avatar_path: z.nullable(z.string()) }),
  ),
  null,
);

/**
 * meta_phrase_request.phrases: the answers, each a phrase with its translations and who
 * answered. An answer may be a phrase the library had: its author (added_by) is not the helper.
 */
export const answersSchema = z.catch(
  z.array(
    z.object({
      id: z.string(),
      lang: z.string(),
      text: z.string(),
      answered_by: z.string(),
      created_at: z.string(),
      translations: z.array(z.object({ id: z.string(), lang: z.string(), text: z.string() })),
    }),
  ),
  [],
);

export type RequestAnswer = z.output<typeof answersSchema>[number];

/** A request as the screens show it. */
export interface PhraseRequest {
  id: string;
  lang: string;
  prompt: string;
  status: string;
  created_at: string;
  requester: z.output<typeof requesterSchema>;
  answers: RequestAnswer[];
}

/** A meta_phrase_request row with its JSON columns read, or null without its key columns. */
export function toPhraseRequest(row: {
  id: string | null;
  lang: string | null;
  prompt: string | null;
  status: string | null;
  created_at: string | null;
  requester: unknown;
  phrases: unknown;
}): PhraseRequest | null {
  if (!row.id || !row.lang || !row.prompt || !row.created_at) return null;
  return {
    id: row.id,
    lang: row.lang,
    prompt: row.prompt,
    status: row.status ?? 'pending',
    created_at: row.created_at,
    requester: requesterSchema.parse(row.requester),
    answers: answersSchema.parse(row.phrases),
  };
}

export const requestColumns = 'id, lang, prompt, status, created_at, requester, phrases';
