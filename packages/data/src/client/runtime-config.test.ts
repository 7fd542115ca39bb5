import { describe, expect, it } from 'vitest';
import { getRuntimeConfig, runtimeConfigSchema, setRuntimeConfig } from './runtime-config.ts';

describe('runtime config', () => {
  it('refuses to be read before it is loaded', () => {
    expect(() => getRuntimeConfig()).toThrow(/not loaded/);
  });

  it('accepts a backend URL and anon key, and rejects anything else', () => {
    expect(
      runtimeConfigSchema.safeParse({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'k' })
        .success,
    ).toBe(true);
    expect(
      runtimeConfigSchema.safeParse({ supabaseUrl: 'not a url', supabaseAnonKey: 'k' }).success,
    ).toBe(false);
    expect(
      runtimeConfigSchema.safeParse({ supabaseUrl: 'http://x.test', supabaseAnonKey: '' }).success,
    ).toBe(false);
    expect(() => setRuntimeConfig({ supabaseUrl: 'nope', supabaseAnonKey: 'k' })).toThrow();
  });

  it('returns what was set', () => {
    setRuntimeConfig({ supabaseUrl: 'https://project.example.co', supabaseAnonKey: 'anon' });
    expect(getRuntimeConfig()).toEqual({
      supabaseUrl: 'https://project.example.co',
      supabaseAnonKey: 'anon',
    });
  });
});
