import { describe, expect, it } from 'vitest';
import { chatSummary } from './chat-message.ts';
import { correctionProblem } from './correction.ts';

describe('correctionProblem', () => {
  it('refuses blank, unchanged and over 2,000 characters, as the database does', () => {
    expect(correctionProblem('Yo soy cansado', '  ')).toBe('Write the corrected sentence');
    expect(correctionProblem('Yo soy cansado', ' Yo soy cansado ')).toBe(
      'A correction must change the message',
    );
    expect(correctionProblem('Yo soy cansado', 'x'.repeat(2001))).toBe(
      'A correction can be at most 2,000 characters',
    );
    expect(correctionProblem('Yo soy cansado', 'x'.repeat(2000))).toBeNull();
    expect(correctionProblem('Yo soy cansado', 'Yo estoy cansado')).toBeNull();
  });

  it('sums a correction up in the chat list from either side', () => {
    const correction = {
      id: '1',
      sender_uid: 'ben',
      recipient_uid: 'ana',
      created_at: '2026-12-05T10:00:00Z',
      message_type: 'correction',
      message: 'Yo estoy cansado',
    };
    expect(chatSummary(correction, 'ana').text).toBe('suggested a correction');
    expect(chatSummary(correction, 'ben').text).toBe('You suggested a correction');
  });
});
