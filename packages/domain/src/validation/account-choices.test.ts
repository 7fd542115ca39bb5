import { describe, expect, it } from 'vitest';
import { signUpRoleOf } from './account-choices.ts';

describe('signUpRoleOf', () => {
  it('reads user_metadata.role, as the auth session carries it (docs/product.md §3)', () => {
    expect(signUpRoleOf({ role: 'helper', user_role: 'helper' })).toBe('helper');
    expect(signUpRoleOf({ role: 'both' })).toBe('both');
  });

  it('still reads user_role, all that accounts from before may have', () => {
    expect(signUpRoleOf({ user_role: 'learner' })).toBe('learner');
    expect(signUpRoleOf({ role: 'admin', user_role: 'helper' })).toBe('helper');
  });

  it('is null without a role of docs/product.md §1', () => {
    expect(signUpRoleOf({})).toBeNull();
    expect(signUpRoleOf(undefined)).toBeNull();
    expect(signUpRoleOf({ role: 'admin', user_role: 42 })).toBeNull();
  });
});
