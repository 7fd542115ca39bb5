import { describe, expect, it } from 'vitest';
import { groupFriendships, languagesKnownOf } from './friend-groups.ts';
import { acceptInvitePath, friendSearchPath, invitePath } from './invite-links.ts';

describe('groupFriendships', () => {
  it('puts friends by name, then my invitations and theirs newest first', () => {
    const entries = [
      { relation: 'friends', username: 'zoe', since: '2026-01-01T00:00:00Z' },
      { relation: 'invited', username: 'old', since: '2026-01-01T00:00:00Z' },
      { relation: 'friends', username: 'Ana', since: '2026-01-05T00:00:00Z' },
      { relation: 'invited', username: 'new', since: '2026-01-09T00:00:00Z' },
      { relation: 'invitation', username: 'kim', since: '2026-01-03T00:00:00Z' },
    ] as const;
    const groups = groupFriendships([...entries]);
    expect(groups.friends.map((e) => e.username)).toEqual(['Ana', 'zoe']);
    expect(groups.invited.map((e) => e.username)).toEqual(['new', 'old']);
    expect(groups.invitations.map((e) => e.username)).toEqual(['kim']);
  });
});

describe('languagesKnownOf', () => {
  it('keeps well-formed entries only', () => {
    expect(languagesKnownOf([{ lang: 'spa', level: 'fluent' }, { lang: 3 }, null, 'x'])).toEqual([
      { lang: 'spa', level: 'fluent' },
    ]);
    expect(languagesKnownOf(null)).toEqual([]);
  });
});

describe('invite links', () => {
  const uid = '1a5e0b0d-0000-4000-8000-000000000001';
  it('builds the sign-up, accept-invite and search addresses', () => {
    expect(invitePath(uid)).toBe(`/signup?referrer=${uid}`);
    expect(acceptInvitePath(uid, uid, 'spa')).toBe(
      `/accept-invite?uid_by=${uid}&uid_for=${uid}&lang=spa`,
    );
    expect(friendSearchPath('Sam R')).toBe('/friends/search?query=Sam+R');
    expect(friendSearchPath('sam', 'tam')).toBe('/friends/search?query=sam&lang=tam');
  });
});
