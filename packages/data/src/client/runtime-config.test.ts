import { describe, expect, it } from 'vitest';
import { getRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from './runtime-config.ts';

describe('runtime config', () => {
  it('refuses to be read before it is loaded', () => {
    expect(() => getRuntimeConfig()).toThrow(/not loaded/);
  });

  it('accepts a backend URL and anon key, and rejects anything else', () => {
    const valid = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'k' };
    expect(parseRuntimeConfig(valid)).toEqual(valid);
    expect(parseRuntimeConfig({ ...valid, exposeTestGlobals: true, extra: 1 })).toEqual({
      ...valid,
      exposeTestGlobals: true,
    });
    expect(() => parseRuntimeConfig({ ...valid, supabaseUrl: 'not a url' })).toThrow(/supabaseUrl/);
    expect(() => parseRuntimeConfig({ ...valid, supabaseUrl: 'ftp://x.test' })).toThrow(
      /supabaseUrl/,
    );
    expect(() => parseRuntimeConfig({ ...valid, supabaseAnonKey: '' })).toThrow(/supabaseAnonKey/);
    expect(() => parseRuntimeConfig({ ...valid, exposeTestGlobals: 'yes' })).toThrow(
      /exposeTestGlobals/,
    );
    expect(() => parseRuntimeConfig(null)).toThrow(/supabaseUrl/);
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
