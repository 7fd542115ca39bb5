import { randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Locator, type Page } from '@playwright/test';
import { backendInfo } from './fixtures.ts';

/** A fresh address and username no other test uses. */
export function newIdentity(prefix = 'acct') {
  const suffix = randomUUID().slice(0, 8);
  return {
    email: `${prefix}-${suffix}@example.com`,
    password: `pw-${randomUUID().slice(0, 12)}`,
    username: `${prefix}_${suffix}`.slice(0, 20),
  };
}

/**
 * Node 20 has no WebSocket, and supabase-js builds its realtime client eagerly; these clients
 * never subscribe, so a socket is never opened and this constructor never runs.
 */
class NoRealtimeSocket {
  constructor() {
    throw new Error('The accounts tests do not use realtime');
  }
}

/** An unmodified supabase-js client in Node, as another device or another user would use. */
export function apiClient(): SupabaseClient {
  const { url, anonKey } = backendInfo();
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtimeSocket as never },
  });
}

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
  kind: string;
}

/** A supabase-js client with the service-role key (bypasses RLS): for reading what tests check. */
export function serviceClient(): SupabaseClient {
  const { url, serviceRoleKey } = backendInfo();
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtimeSocket as never },
  });
}

/** Waits for the newest mail of `kind` to `to` in the local backend's outbox. */
export async function waitForMail(
  to: string,
  kind: 'recovery' | 'email_change',
): Promise<OutboxMail & { link: string }> {
  const { url, serviceRoleKey } = backendInfo();
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${url}/outbox.json?to=${encodeURIComponent(to)}`, {
          headers: { apikey: serviceRoleKey },
        });
        const mails = (await response.json()) as OutboxMail[];
        found = mails.find((mail) => mail.kind === kind && mail.link);
        return Boolean(found);
      },
      { message: `a ${kind} mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMail & { link: string };
}

/** Number of mails of any kind the outbox holds for `to`. */
export async function mailCount(to: string): Promise<number> {
  const { url, serviceRoleKey } = backendInfo();
  const response = await fetch(`${url}/outbox.json?to=${encodeURIComponent(to)}`, {
    headers: { apikey: serviceRoleKey },
  });
  return ((await response.json()) as OutboxMail[]).length;
}

/** Fills and submits the login form. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export interface SignupDetails {
  email: string;
  password: string;
  username: string;
  role: 'Learner' | 'Helper' | 'Both';
  /** 3-letter code of the first language known. */
  lang: string;
}

/** Fills and submits the sign-up form. */
export async function fillSignup(page: Page, details: SignupDetails): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(details.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(details.password);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(details.username);
  await page.getByRole('radio', { name: details.role }).check();
  await page.getByRole('combobox', { name: 'Language 1', exact: true }).selectOption(details.lang);
  await page.getByRole('button', { name: 'Create account' }).click();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `size`×`size` pixels in one colour, made here so no binary sits in the repo. */
export function solidPng(size = 16, rgb: [number, number, number] = [120, 80, 220]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => rgb).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The sidebar's account menu button, found by the username it shows. */
export function accountMenu(page: Page, username: string) {
  return page.getByRole('button', { name: /account menu/i }).filter({ hasText: username });
}

/**
 * The letter an initial-only avatar shows, whether it is text (a standalone avatar) or drawn
 * from `data-initial` by CSS (a decorative one inside a named control).
 */
export async function shownInitial(avatar: Locator): Promise<string> {
  return avatar.evaluate((element) => {
    const drawn = element.querySelector('[data-initial]');
    if (drawn) return getComputedStyle(drawn, '::before').content.replace(/^"|"$/g, '');
    return element.textContent?.trim() ?? '';
  });
}

/** Pixels of a select's shown option cut off by its box: 0 or less when it reads in full. */
export function selectTextCutOff(select: Locator): Promise<number> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.style.font = style.font;
    probe.textContent = element.selectedOptions[0]!.text;
    document.body.append(probe);
    const textWidth = probe.getBoundingClientRect().width;
    probe.remove();
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return textWidth - room;
  });
}
