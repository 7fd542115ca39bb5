import { describe, expect, it } from 'vitest';
import { maskPasswords } from './client-error-log.ts';

describe('maskPasswords', () => {
  it('masks every property whose name mentions a password, at any depth', () => {
    const context = {
      email: 'sam@example.com',
      password: 'hunter22',
      form: { newPassword: 'x', confirm_password: 'y', username: 'sam' },
      attempts: [{ Password: 'z', at: 1 }],
    };
    expect(maskPasswords(context)).toEqual({
      email: 'sam@example.com',
      password: '********',
      form: { newPassword: '********', confirm_password: '********', username: 'sam' },
      attempts: [{ Password: '********', at: 1 }],
    });
    expect(context.password).toBe('hunter22');
  });

  it('keeps primitives and survives cycles', () => {
    expect(maskPasswords('text')).toBe('text');
    expect(maskPasswords(null)).toBeNull();
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    expect(maskPasswords(cyclic)).toEqual({ name: 'a', self: '[circular]' });
  });
});
