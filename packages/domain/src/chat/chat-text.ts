import * as z from 'zod/mini';
import { atMostCharacters } from '../validation/fields.ts';

/** docs/product.md §3 chat_message: plain text messages hold at most 2,000 characters. */
export const CHAT_TEXT_MAX = 2000;

/** What the composer says when a message cannot be sent as typed. */
export const chatTextMessages = {
  empty: 'Write a message first',
  tooLong: `A message can be at most ${CHAT_TEXT_MAX.toLocaleString('en')} characters`,
} as const;

/** A plain text message as stored: trimmed, not blank, at most 2,000 characters. */
export const chatTextSchema = z
  .string({ error: chatTextMessages.empty })
  .check(
    z.trim(),
    z.minLength(1, { error: chatTextMessages.empty }),
    atMostCharacters(CHAT_TEXT_MAX, chatTextMessages.tooLong),
  );

/** The composer's form: one text field holding a message. */
export const chatComposerSchema = z.object({ text: chatTextSchema });
