import { StorageClient } from '@supabase/storage-js';
import { beforeAll, expect, it } from 'vitest';
import { avatarUrl } from './avatar-url.ts';
import { setRuntimeConfig } from '../client/runtime-config.ts';

beforeAll(() => setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'k' }));

it('is the URL storage-js gives for the same object', () => {
  const storage = new StorageClient('http://127.0.0.1:54321/storage/v1', {});
  for (const path of ['u1/avatar.png', '/u1/a b.jpg', 'u1/ü€.webp', 'u1/100%.png']) {
    expect(avatarUrl(path)).toBe(storage.from('avatars').getPublicUrl(path).data.publicUrl);
  }
});

it('is null for a user without an avatar', () => {
  expect(avatarUrl(null)).toBeNull();
  expect(avatarUrl('')).toBeNull();
});
