import { describe, expect, it } from 'vitest';
import { packageFiles } from './start-up-chunks.ts';

describe('packageFiles', () => {
  const react = packageFiles(['react', '@supabase/auth-js']);

  it('matches a package as pnpm installs it, on either kind of path', () => {
    expect(react.test('/repo/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js')).toBe(
      true,
    );
    expect(
      react.test(
        'C:\\repo\\node_modules\\.pnpm\\@supabase+auth-js@2.1.0\\node_modules\\@supabase\\auth-js\\dist\\module\\index.js',
      ),
    ).toBe(true);
  });

  it('leaves packages whose names only begin alike, and the same name outside node_modules', () => {
    expect(
      react.test('/repo/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/client.js'),
    ).toBe(false);
    expect(
      react.test(
        '/repo/node_modules/.pnpm/@supabase+storage-js@2/node_modules/@supabase/storage-js/x.js',
      ),
    ).toBe(false);
    expect(react.test('/repo/packages/react/index.js')).toBe(false);
  });
});
