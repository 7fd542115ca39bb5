import { describe, expect, it } from 'vitest';
import { publicGroundProblems } from './public-ground.mjs';

const problems = (text: string): string[] => publicGroundProblems('a.ts', text);

describe('public ground', () => {
  it('refuses Mantine’s internal class names, in code or styles', () => {
    expect(problems("const classes = { root: 'm_77c9d27d' };")).toEqual([
      "a.ts:1: Mantine's internal class name m_77c9d27d",
    ]);
    expect(problems('.m_77c9d27d:hover { color: red }')).toHaveLength(1);
  });

  it('refuses imports of files inside node_modules or a package’s build folders', () => {
    expect(
      problems("import { X } from '../../node_modules/@module-federation/runtime-core/dist/x.js';"),
    ).toEqual([
      "a.ts:1: imports ../../node_modules/@module-federation/runtime-core/dist/x.js, outside the package's exports",
    ]);
    expect(problems("export * from '@module-federation/sdk/dist/env.js';")).toHaveLength(1);
    expect(
      problems("const m = await import('@mantine/core/esm/components/Button.mjs');"),
    ).toHaveLength(1);
    expect(problems("@import '../node_modules/x/y.css';")).toHaveLength(1);
  });

  it('accepts what packages export', () => {
    expect(problems("import { Button } from '@mantine/core';")).toEqual([]);
    expect(problems("import '@mantine/core/styles/Button.layer.css';")).toEqual([]);
    expect(problems("import { createInstance } from '@module-federation/runtime';")).toEqual([]);
  });
});
