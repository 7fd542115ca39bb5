import { describe, expect, it } from 'vitest';
import {
  acceptedRecommendationIds,
  chatSummary,
  mergeChatMessage,
  threadWith,
  type ChatMessageCore,
} from './chat-message.ts';
import { chatTextSchema } from './chat-text.ts';
import { fieldErrorsOf } from '../validation/field-errors.ts';
import { shareTargetOf } from './share-target.ts';

const me = 'me-0000-uid';
const ana = 'ana-000-uid';
const ben = 'ben-000-uid';

function msg(
  id: string,
  from: string,
  to: string,
  at: string,
  type = 'text',
  text: string | null = id,
) {
  return {
    id,
    sender_uid: from,
    recipient_uid: to,
    created_at: `2026-03-01T${at}:00Z`,
    message_type: type,
    message: text,
    related_message_id: null,
  } satisfies ChatMessageCore;
}

describe('threads', () => {
  const all = [
    msg('c', ana, me, '10:02'),
    msg('a', me, ana, '10:00'),
    msg('x', ben, me, '10:01'),
    msg('b', ana, me, '10:00'),
  ];

  it('keeps one conversation, oldest first and by id within the same instant', () => {
    expect(threadWith(all, ana).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(threadWith(all, ben).map((m) => m.id)).toEqual(['x']);
  });

  it('merges a message once, in order, replacing an earlier copy', () => {
    const thread = threadWith(all, ana);
    const late = msg('d', me, ana, '10:01');
    expect(mergeChatMessage(thread, late).map((m) => m.id)).toEqual(['a', 'b', 'd', 'c']);
    const edited = { ...thread[1]!, message: 'again' };
    const merged = mergeChatMessage(thread, edited);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1]!.message).toBe('again');
  });

  it('finds accepted recommendations', () => {
    const accepted = { ...msg('r2', ana, me, '11:00', 'accepted', null), related_message_id: 'r1' };
    expect([
      ...acceptedRecommendationIds([msg('r1', me, ana, '10:00', 'recommendation'), accepted]),
    ]).toEqual(['r1']);
  });
});

describe('chatSummary', () => {
  it("uses the spec's phrases for a friend's structured messages", () => {
    expect(chatSummary(msg('1', ana, me, '10:00', 'recommendation', null), me).text).toBe(
      'sent a recommendation',
    );
    expect(chatSummary(msg('1', ana, me, '10:00', 'request', 'help?'), me).text).toBe(
      'requested a card',
    );
    expect(chatSummary(msg('1', ana, me, '10:00', 'accepted', null), me).text).toBe(
      'accepted your recommendation',
    );
  });

  it('shows plain text on one line, mine with "You:", and the empty state', () => {
    expect(chatSummary(msg('1', ana, me, '10:00', 'text', 'Hola\n  ¿qué tal?'), me).text).toBe(
      'Hola ¿qué tal?',
    );
    // 'You: ' leads my own text, which is set apart from it: it may read right to left.
    expect(chatSummary(msg('1', me, ana, '10:00', 'text', 'Bien'), me)).toEqual({
      lead: 'You: ',
      text: 'Bien',
    });
    expect(chatSummary(msg('1', me, ana, '10:00', 'recommendation', null), me).text).toBe(
      'You sent a recommendation',
    );
    expect(chatSummary(null, me).text).toBe('No messages yet');
  });

  it('says who asked for a recording and who made one, from either side', () => {
    const request = msg('1', me, ana, '10:00', 'recording_request', null);
    const made = { ...msg('2', ana, me, '10:05', 'recording_made', null), related_message_id: '1' };
    expect(chatSummary(request, me).text).toBe('You asked to record a phrase');
    expect(chatSummary(request, ana).text).toBe('asked you to record a phrase');
    expect(chatSummary(made, ana).text).toBe('You recorded a phrase');
    expect(chatSummary(made, me).text).toBe('recorded a phrase for you');
  });

  it('treats an unknown kind as text, not as one of the summaries', () => {
    expect(chatSummary(msg('1', ana, me, '10:00', 'toString', 'hi'), me).text).toBe('hi');
  });
});

describe('chatTextSchema', () => {
  it('trims, refuses blank text and more than 2,000 characters', () => {
    expect(chatTextSchema.parse('  hola  ')).toBe('hola');
    expect(chatTextSchema.safeParse('   ').error?.issues[0]?.message).toBe('Write a message first');
    expect(chatTextSchema.safeParse('x'.repeat(2000)).success).toBe(true);
    // As the database's char_length counts: an emoji is one character.
    expect(chatTextSchema.safeParse('👋'.repeat(2000)).success).toBe(true);
    expect(fieldErrorsOf(chatTextSchema, 'x'.repeat(2001))).toEqual({
      '': 'A message can be at most 2,000 characters',
    });
  });
});

describe('shareTargetOf', () => {
  const id = '1a5e0b0d-0000-4000-8000-000000000001';
  it('reads exactly one of phrase and request', () => {
    expect(shareTargetOf(new URLSearchParams({ phrase: id }))).toEqual({ kind: 'phrase', id });
    expect(shareTargetOf(new URLSearchParams({ request: id }))).toEqual({ kind: 'request', id });
    expect(shareTargetOf(new URLSearchParams({ phrase: id, request: id }))).toBeNull();
    expect(shareTargetOf(new URLSearchParams({ phrase: 'nope' }))).toBeNull();
    expect(shareTargetOf(new URLSearchParams())).toBeNull();
  });
});
