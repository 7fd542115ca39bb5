import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleFilesReachedBy } from './scan-imports.ts';

/** A tiny published package: an ES module entry re-exporting three files. */
function packageWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reached-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const dir = packageWith({
  'package.json': JSON.stringify({ module: './esm/index.mjs' }),
  'esm/index.mjs': [
    'import { Button } from "./button/button.mjs";',
    'import { Slider as InnerSlider } from "./slider/slider.mjs";',
    'import { useId } from "@other/hooks";',
    'export { Button, InnerSlider as Slider, useId };',
    'export { Box } from "./box/box.mjs";',
  ].join('\n'),
  'esm/button/button.mjs': 'import { Box } from "../box/box.mjs";\nexport const Button = Box;',
  'esm/box/box.mjs': 'import { useId } from "@other/hooks";\nexport const Box = useId;',
  'esm/slider/slider.mjs': 'export const Slider = 1;',
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const reached = (names: string[]) =>
  moduleFilesReachedBy(dir, names)
    .map((file) => path.relative(path.join(dir, 'esm'), file))
    .sort();

describe('the files a trimmed copy can run', () => {
  it('follow each kept export through the static imports of its files', () => {
    expect(reached(['Button'])).toEqual(['box/box.mjs', 'button/button.mjs']);
  });

  it('find exports renamed on the way out and re-exported from a file', () => {
    expect(reached(['Slider', 'Box'])).toEqual(['box/box.mjs', 'slider/slider.mjs']);
  });

  it('leave out another package’s export passed on', () => {
    expect(reached(['useId'])).toEqual([]);
  });

  it('refuse an export the entry does not have', () => {
    expect(() => reached(['Missing'])).toThrow(/does not export Missing/);
  });
});
