import type { BrowserContext } from '@playwright/test';
import { signInContext, type TestUser } from './fixtures.ts';
import { must } from './learn-helpers.ts';
import { learnerDb, newLearner, serviceDb } from './review-helpers.ts';

/**
 * A learner with recall on in `lang` (Spanish by default) whose `count` library phrases were
 * reviewed (recognise, Good) yesterday, so that today their recall cards are new
 * (docs/product.md §4). Signed in on `context`. Returns the phrases' texts by id.
 */
export async function recallLearner(
  context: BrowserContext,
  count = 2,
  lang = 'spa',
): Promise<{ user: TestUser; phrases: Map<string, string> }> {
  const user = await newLearner(lang, count);
  const api = await learnerDb(user);
  must(await api.from('user_deck').update({ recall_enabled: true }).eq('lang', lang));
  const profile = must(await api.from('user_profile').select('time_zone').single());
  const today = must(await api.rpc('day_session_at', { tz: profile!.time_zone }));
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  const setup = must(await api.rpc('review_day_setup', { lang, day_session: yesterday }));
  const manifest = (setup as { library: string[] }).library.slice(0, count);
  must(await api.rpc('start_review_day', { lang, day_session: yesterday, manifest }));
  for (const phrase_id of manifest)
    must(
      await api.rpc('insert_user_card_review', {
        score: 3,
        phrase_id,
        lang,
        day_session: yesterday,
      }),
    );
  const rows = must(await serviceDb().from('phrase').select('id, text').in('id', manifest));
  await signInContext(context, user);
  return {
    user,
    phrases: new Map((rows ?? []).map((row) => [row.id as string, row.text as string])),
  };
}

/** The learner's reviews in Spanish with their direction, oldest first. */
export async function reviewsWithDirection(uid: string) {
  return must(
    await serviceDb()
      .from('user_card_review')
      .select('phrase_id, score, direction, day_first_review')
      .eq('uid', uid)
      .eq('lang', 'spa')
      .order('created_at'),
  ) as { phrase_id: string; score: number; direction: string; day_first_review: boolean }[];
}
