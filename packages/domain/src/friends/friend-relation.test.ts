import { describe, expect, it } from 'vitest';
import { friendRelation, orderedUidPair, otherUid } from './friend-relation.ts';

const me = '2b6f0c1e-0000-4000-8000-000000000002';
const them = '1a5e0b0d-0000-4000-8000-000000000001';
const pending = { uid_less: them, uid_more: me, status: 'pending' };

describe('friendRelation', () => {
  it('reads pending relations from my side', () => {
    expect(friendRelation({ ...pending, most_recent_uid_by: me }, me)).toBe('invited');
    expect(friendRelation({ ...pending, most_recent_uid_by: them }, me)).toBe('invitation');
    expect(friendRelation({ ...pending, most_recent_uid_by: me }, them)).toBe('invitation');
  });

  it('recognises friends and the absence of a relation', () => {
    expect(friendRelation({ ...pending, status: 'friends', most_recent_uid_by: them }, me)).toBe(
      'friends',
    );
    expect(friendRelation(null, me)).toBe('none');
    expect(friendRelation({ ...pending, status: 'removed', most_recent_uid_by: me }, me)).toBe(
      'none',
    );
  });
});

describe('uid pairs', () => {
  it('orders the two ids the way the tables store them', () => {
    expect(orderedUidPair(me, them)).toEqual({ uid_less: them, uid_more: me });
    expect(orderedUidPair(them, me)).toEqual({ uid_less: them, uid_more: me });
    expect(() => orderedUidPair(me, me)).toThrow(RangeError);
  });

  it('finds the other user', () => {
    expect(otherUid(pending, me)).toBe(them);
    expect(otherUid(pending, them)).toBe(me);
  });
});
