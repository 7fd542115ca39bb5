import { queryOptions } from '@tanstack/react-query';
import { chatKeys, getSupabase } from '@phrasebook/data';
import type { ShareTarget } from '@phrasebook/domain';

async function fetchPhrase(id: string) {
  const { data, error } = await getSupabase()
    .from('phrase')
    .select('id, lang, text, translations:phrase_translation(id, lang, text)')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data ? { kind: 'phrase' as const, phrase: data } : null;
}

async function fetchRequest(id: string) {
  const { data, error } = await getSupabase()
    .from('meta_phrase_request')
    .select('id, lang, prompt, status, requester_uid')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data?.id && data.lang && data.prompt
    ? { kind: 'request' as const, request: { id: data.id, lang: data.lang, prompt: data.prompt } }
    : null;
}

export type LoadedShareTarget =
  | NonNullable<Awaited<ReturnType<typeof fetchPhrase>>>
  | NonNullable<Awaited<ReturnType<typeof fetchRequest>>>;

/** The phrase or request /friends/share is about; null when it does not exist. */
export function shareTargetQuery(target: ShareTarget) {
  return queryOptions({
    queryKey: chatKeys.shareTarget(target.kind, target.id),
    queryFn: (): Promise<LoadedShareTarget | null> =>
      target.kind === 'phrase' ? fetchPhrase(target.id) : fetchRequest(target.id),
  });
}
