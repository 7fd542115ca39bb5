import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { TestUser } from './fixtures.ts';
import { adminClient, clientAs } from './friends-helpers.ts';
import { addPhrases, must } from './learn-helpers.ts';

/** The bell of the signed-in layout (sidebar or phone bar), whatever its count. */
export function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
}

/** Waits for the bell to say exactly this ("Notifications" or "Notifications, N unread"). */
export async function expectBell(page: Page, name: string, timeout?: number): Promise<void> {
  await expect(bell(page)).toHaveAccessibleName(name, timeout ? { timeout } : {});
}

/** The open list of notifications. */
export function notificationList(page: Page) {
  return page.getByRole('dialog', { name: 'Notifications' });
}

/** Opens the list from the bell and waits for it to show its rows (or its empty text). */
export async function openNotifications(page: Page) {
  await bell(page).click();
  const list = notificationList(page);
  await expect(list).toBeVisible();
  await expect(list.getByRole('img', { name: 'Loading notifications' })).toHaveCount(0);
  await expect(list.getByLabel('Loading notifications')).toHaveCount(0);
  return list;
}

/** One notification's row in the open list, by its sentence. */
export function notificationRow(page: Page, sentence: string) {
  return notificationList(page).getByRole('link', {
    name: new RegExp(`^(Unread: )?${sentence}\\b`),
  });
}

/** The notifications the database holds for a user, newest first (as the service role). */
export async function storedNotifications(user: TestUser) {
  return must(
    await adminClient()
      .from('notification')
      .select('kind, actor_uid, read_at')
      .eq('uid', user.uid)
      .order('created_at', { ascending: false }),
  ) as { kind: string; actor_uid: string | null; read_at: string | null }[];
}

/** A phrase of the Swedish library (no other spec reads it), in `owner`'s Swedish deck. */
export async function swedishPhrase(owner: TestUser): Promise<string> {
  const api = await clientAs(owner);
  // Several phrases may be made at once: the second deck insert finds the first one's.
  const deck = await api.from('user_deck').insert({ lang: 'swe' });
  if (deck.error && deck.error.code !== '23505') throw deck.error;
  const [id] = await addPhrases(api, 'swe', [
    {
      text: `God morgon ${randomUUID().slice(0, 6)}`,
      translations: [{ lang: 'eng', text: 'Good morning' }],
    },
  ]);
  return id!;
}

/** `from` recommends a phrase to `to` in chat; returns the message's id. */
export async function recommend(from: TestUser, to: TestUser, phraseId: string): Promise<string> {
  const row = must(
    await (
      await clientAs(from)
    )
      .from('chat_message')
      .insert({
        recipient_uid: to.uid,
        message_type: 'recommendation',
        lang: 'swe',
        phrase_id: phraseId,
        message: 'Try this one',
      })
      .select('id')
      .single(),
  ) as { id: string };
  return row.id;
}

/** `asker` asks for a card in Swedish; returns the request's id. */
export async function askForCard(asker: TestUser, prompt: string): Promise<string> {
  const row = must(
    await (
      await clientAs(asker)
    )
      .from('phrase_request')
      .insert({ lang: 'swe', prompt })
      .select('id')
      .single(),
  ) as { id: string };
  return row.id;
}

/** `helper` answers a card request with a phrase and its English translation. */
export async function answerRequest(
  helper: TestUser,
  requestId: string,
  phrase: string,
  translation: string,
): Promise<void> {
  must(
    await (
      await clientAs(helper)
    ).rpc('fulfill_phrase_request', {
      request_id: requestId,
      phrase_text: phrase,
      translation_lang: 'eng',
      translation_text: translation,
    }),
  );
}

/** Waits until the database holds a notification of this kind for `user`, read. */
export async function expectStoredRead(user: TestUser, kind: string): Promise<void> {
  await expect
    .poll(() => storedNotifications(user))
    .toContainEqual(expect.objectContaining({ kind, read_at: expect.any(String) }));
}

/** `from` asks `to` in chat to record a phrase. */
export async function askToRecord(from: TestUser, to: TestUser, phraseId: string): Promise<void> {
  must(
    await (await clientAs(from)).from('chat_message').insert({
      recipient_uid: to.uid,
      message_type: 'recording_request',
      lang: 'swe',
      phrase_id: phraseId,
    }),
  );
}

/**
 * Opens `path` and waits until the page listens on its user's channel: realtime starts once the
 * page has settled (docs/architecture.md, live views), here at the pointer's first move.
 */
export async function openLive(page: Page, path: string): Promise<void> {
  const joined = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (/"phx_reply".*"status":"ok"/.test(frame) && frame.includes('realtime:user:')) {
          resolve();
        }
      }),
    );
  });
  await page.goto(path);
  await page.mouse.move(10, 10);
  await joined;
}
