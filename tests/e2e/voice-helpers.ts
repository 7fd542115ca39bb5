import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import {
  chromiumArgs,
  createTestUser,
  launchChromium,
  signInContext,
  type TestUser,
} from './fixtures.ts';
import { createNamedUser, makeFriends } from './friends-helpers.ts';
import { addPhrases, createDeck, must, userClient } from './learn-helpers.ts';

/** Chromium's stand-in microphone (a beep on a loop), granted without a prompt. */
export const fakeMicrophoneArgs = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/**
 * A person at their own browser with a microphone: like friends-helpers' secondPerson (a user
 * signed in in a new Chromium), with Chromium's fake microphone, so the recorder records.
 * A new user when none is given.
 */
export async function personWithMicrophone(
  baseURL: string,
  user?: TestUser,
  options: { colorScheme?: 'dark' | 'light' } = {},
): Promise<{ user: TestUser; page: Page; context: BrowserContext; close: () => Promise<void> }> {
  const person = user ?? (await createTestUser());
  const browser = await launchChromium({
    baseURL,
    viewport: { width: 1280, height: 860 },
    args: [...chromiumArgs, ...fakeMicrophoneArgs],
    ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
  });
  await signInContext(browser.context, person);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return { user: person, page, context: browser.context, close: browser.close };
}

/**
 * Makes the page (or every page of a context) remember every recording that starts playing (its address), as heard by the
 * page: each audio element's 'playing' event. Playback itself is untouched.
 */
export async function watchPlayback(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      this.addEventListener(
        'playing',
        () => (window as unknown as { __played: string[] }).__played.push(this.currentSrc),
        { once: true },
      );
      return play.call(this);
    };
  });
}

/** The addresses of the recordings that started playing on `page` (watchPlayback). */
export const whatPlayed = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...(window as unknown as { __played: string[] }).__played]);

/**
 * `recorder` saves a recording of a phrase through the API, as the recorder does: 1.5 s of a
 * tone recorded by `page`'s own MediaRecorder (real WebM/Opus), uploaded, then its row saved.
 * Returns the file's path in the bucket.
 */
export async function recordedBy(page: Page, recorder: TestUser, phraseId: string) {
  if (page.url() === 'about:blank') await page.goto('/');
  // A press first: the page may then start audio (the browser's autoplay rule).
  await page.mouse.click(1, 1);
  const base64 = await page.evaluate(async () => {
    const context = new AudioContext();
    await context.resume();
    const tone = context.createOscillator();
    const out = context.createMediaStreamDestination();
    tone.connect(out);
    tone.start();
    const recorder = new MediaRecorder(out.stream, { mimeType: 'audio/webm;codecs=opus' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    recorder.stop();
    await stopped;
    tone.stop();
    await context.close();
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const api = await userClient(recorder);
  const id = randomUUID();
  const path = `${recorder.uid}/${phraseId}/${id}.webm`;
  const file = new Blob([Buffer.from(base64, 'base64')], { type: 'audio/webm' });
  must(await api.storage.from('recordings').upload(path, file, { contentType: 'audio/webm' }));
  must(
    await api.from('phrase_recording').insert({
      id,
      phrase_id: phraseId,
      uid: recorder.uid,
      object_path: path,
      mime_type: 'audio/webm',
      duration_ms: 1500,
      trim_start_ms: 0,
      trim_end_ms: 1500,
    }),
  );
  return path;
}

/** A phrase of the learner's own Spanish deck, its text made unique, to record or to hear. */
export async function spanishPhraseOf(
  learner: TestUser,
  text: string,
  translation: string,
  deck: Record<string, unknown> = {},
) {
  const api = await userClient(learner);
  await createDeck(api, 'spa', deck);
  const unique = `${text} ${randomUUID().slice(0, 6)}`;
  const [phraseId] = await addPhrases(api, 'spa', [
    { text: unique, translations: [{ lang: 'eng', text: translation }] },
  ]);
  return { api, text: unique, phraseId: phraseId! };
}

/** A new user fluent in Spanish, the learner's friend. */
export async function fluentFriendOf(learner: TestUser): Promise<TestUser> {
  const friend = await createNamedUser(`voz_${randomUUID().slice(0, 8)}`, 'spa');
  await makeFriends(learner, friend);
  return friend;
}
