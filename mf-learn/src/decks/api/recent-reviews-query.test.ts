import { describe, expect, it } from 'vitest';
import { activitySince, daySession } from '@phrasebook/domain';
import { recentReviewsSince } from './recent-reviews-query.ts';

const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Etc/GMT+12', 'Asia/Tokyo', 'UTC'];

describe('recentReviewsSince', () => {
  it('reaches back to the first day of every time zone’s chart, at any hour', () => {
    for (let hour = 0; hour < 48; hour++) {
      const now = new Date(Date.UTC(2026, 10, 27, hour, 30));
      const since = recentReviewsSince(now);
      for (const zone of zones) {
        expect(since <= activitySince(daySession(now, zone))).toBe(true);
      }
    }
  });

  it('reads one day more than UTC’s chart needs', () => {
    const now = new Date(Date.UTC(2026, 10, 27, 12));
    expect(recentReviewsSince(now)).toBe('2026-11-16');
    expect(activitySince(daySession(now, 'UTC'))).toBe('2026-11-17');
  });
});
