import { describe, expect, it } from 'vitest';
import { matchArea } from './remote-areas.ts';

const owner = (path: string) => {
  const match = matchArea(path);
  return match ? `${match.area.name}:${match.group}` : undefined;
};

describe('matchArea (route ownership, docs/architecture.md)', () => {
  it('gives the review session to mf_review and the rest of /learn to mf_learn', () => {
    expect(owner('/learn/fra/review')).toBe('mf_review:signed-in');
    expect(owner('/learn/fra/review/go')).toBe('mf_review:signed-in');
    expect(owner('/learn')).toBe('mf_learn:signed-in');
    expect(owner('/learn/fra')).toBe('mf_learn:signed-in');
    expect(owner('/learn/fra/requests/12')).toBe('mf_learn:signed-in');
  });

  it('maps friends, invites and profile areas, with /find-a-friend signed out', () => {
    expect(owner('/friends/chats/abc/recommend')).toBe('mf_friends:signed-in');
    expect(owner('/accept-invite')).toBe('mf_friends:signed-in');
    expect(owner('/find-a-friend')).toBe('mf_friends:signed-out');
    expect(owner('/profile/change-email')).toBe('mf_profile:signed-in');
    expect(owner('/getting-started')).toBe('mf_profile:signed-in');
  });

  it('leaves the shell’s own and unknown paths alone', () => {
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/privacy-policy',
      '/learning',
      '/profiles',
      '/nowhere',
    ]) {
      expect(owner(path)).toBeUndefined();
    }
  });
});
