import { describe, expect, it } from 'vitest';
import { packageFiles, signedInComponentsTest } from './start-up-chunks.ts';

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

describe('signedInComponentsTest', () => {
  const core = '/repo/packages/ui/src/mantine-parts/core.ts';
  const ui = '/repo/packages/ui/src/index.ts';
  const mantine = (file: string) => `/repo/node_modules/.pnpm/x/node_modules/@mantine/core/${file}`;
  type FakeModule = { nameForCondition: () => string | undefined };
  type FakeChunk = { name?: string; modules: FakeModule[] };
  const module = (file?: string): FakeModule => ({ nameForCondition: () => file });

  /** A chunk graph of the given chunks, for the test function's context. */
  function select(target: FakeModule, chunks: FakeChunk[]): boolean {
    const chunkGraph = {
      getModuleChunks: (m: FakeModule) => chunks.filter((chunk) => chunk.modules.includes(m)),
      getChunkModules: (chunk: FakeChunk) => chunk.modules,
    };
    const test = signedInComponentsTest([core, ui], ['signed-in-area']);
    return (test as unknown as (m: FakeModule, ctx: { chunkGraph: typeof chunkGraph }) => boolean)(
      target,
      { chunkGraph },
    );
  }

  it("takes the core part's and the design system's modules, and what they share with Mantine's other parts", () => {
    const box = module(mantine('Box.mjs'));
    const coreChunk = { modules: [module(core), box] };
    const overlays = { modules: [module(mantine('Popover.mjs')), box] };
    expect(select(box, [coreChunk, overlays])).toBe(true);
    const pageHeader = module('/repo/packages/ui/src/PageHeader.tsx');
    expect(select(pageHeader, [{ modules: [module(ui), pageHeader] }])).toBe(true);
  });

  it("takes what they share with the shell's signed-in start-up", () => {
    const mediaQuery = module('/repo/node_modules/@mantine/hooks/use-media-query.mjs');
    expect(
      select(mediaQuery, [
        { modules: [module(core), mediaQuery] },
        { name: 'signed-in-area', modules: [mediaQuery] },
      ]),
    ).toBe(true);
  });

  it('leaves what a chunk without Mantine also holds, and what neither shared module holds', () => {
    const iconHelper = module('/repo/node_modules/@tabler/icons-react/createReactComponent.mjs');
    const loginPage = { modules: [module('/repo/shell/src/login-page.tsx'), iconHelper] };
    expect(select(iconHelper, [{ modules: [module(ui), iconHelper] }, loginPage])).toBe(false);
    const popover = module(mantine('Popover.mjs'));
    expect(select(popover, [{ modules: [module(mantine('Overlay.mjs')), popover] }])).toBe(false);
  });

  it('leaves the stand-ins of shared packages, which have no file', () => {
    const consume = module(undefined);
    expect(select(consume, [{ modules: [module(core), consume] }])).toBe(false);
  });
});
