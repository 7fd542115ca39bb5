import { describe, expect, it } from 'vitest';
import { bestRecording, phrasePageOrder } from './recording-order.ts';

const rec = (uid: string, speakerLevel: string | null, createdAt: string) => ({
  uid,
  speakerLevel,
  createdAt,
});

describe('recording order', () => {
  const friendFluent = rec('ben', 'fluent', '2026-12-01T10:00:00Z');
  const friendBeginner = rec('carla', 'beginner', '2026-12-02T10:00:00Z');
  const mine = rec('ana', null, '2026-12-03T10:00:00Z');
  const strangerFluent = rec('zoe', 'fluent', '2026-12-04T10:00:00Z');
  const friends = new Set(['ben', 'carla']);

  it('lists fluent speakers first, newest first within each group', () => {
    const older = rec('ben', 'fluent', '2026-11-01T10:00:00Z');
    expect(phrasePageOrder([mine, older, friendBeginner, strangerFluent, friendFluent])).toEqual([
      strangerFluent,
      friendFluent,
      older,
      mine,
      friendBeginner,
    ]);
  });

  it("plays a fluent friend's, then any friend's, then one's own, never a stranger's", () => {
    expect(
      bestRecording([mine, friendBeginner, friendFluent, strangerFluent], 'ana', friends),
    ).toBe(friendFluent);
    expect(bestRecording([mine, friendBeginner, strangerFluent], 'ana', friends)).toBe(
      friendBeginner,
    );
    expect(bestRecording([mine, strangerFluent], 'ana', friends)).toBe(mine);
    expect(bestRecording([strangerFluent], 'ana', friends)).toBeNull();
  });
});
