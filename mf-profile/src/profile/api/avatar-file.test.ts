import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  AVATAR_NOT_AN_IMAGE,
  AVATAR_TOO_LARGE,
  avatarFileProblem,
  avatarObjectPath,
} from './avatar-file.ts';

describe('avatarFileProblem', () => {
  it('accepts images up to 5 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other file types and larger images', () => {
    expect(avatarFileProblem({ type: 'text/plain', size: 10 })).toBe(AVATAR_NOT_AN_IMAGE);
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(AVATAR_NOT_AN_IMAGE);
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe(
      AVATAR_TOO_LARGE,
    );
  });
});

describe('avatarObjectPath', () => {
  it("names a fresh object inside the user's own folder", () => {
    const uid = '6f1c2a9e-3b7d-4c55-9a0e-2d8f4b1c7e90';
    const first = avatarObjectPath(uid, { type: 'image/png' }, 1000);
    const second = avatarObjectPath(uid, { type: 'image/png' }, 1000);
    expect(first).toMatch(new RegExp(`^${uid}/avatar-1000-[a-z0-9]+\\.png$`));
    expect(second).not.toBe(first);
  });
});
