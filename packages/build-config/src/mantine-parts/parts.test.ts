import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mantineExports, partFile } from './installed.ts';
import { partFileTexts } from './part-file.ts';
import { mantinePartOf, partNames } from './parts.ts';

const stale = 'packages/ui/src/mantine-parts is stale: run `pnpm gen:mantine-parts`';

describe('Mantine parts', () => {
  it('are checked in as `pnpm gen:mantine-parts` writes them', async () => {
    const texts = partFileTexts();
    for (const part of partNames) {
      expect(await readFile(partFile(part), 'utf8'), `${stale} (${part})`).toBe(texts[part]);
    }
  });

  it('hold every export of @mantine/core, each once', () => {
    const texts = Object.values(partFileTexts()).join('\n');
    const exported = [...texts.matchAll(/^ {2}(\w+),$/gm)].map(([, name]) => name);
    expect(exported.sort()).toEqual(mantineExports());
  });

  it('put each name with the component it belongs to', () => {
    expect(mantinePartOf('Text')).toBe('core');
    expect(mantinePartOf('TextInput')).toBe('inputs');
    expect(mantinePartOf('Textarea')).toBe('inputs');
    expect(mantinePartOf('MenuItem')).toBe('overlays');
    expect(mantinePartOf('useCombobox')).toBe('combobox');
    expect(mantinePartOf('useMantineTheme')).toBe('core');
    expect(mantinePartOf('rem')).toBe('core');
    expect(mantinePartOf('convertHsvaTo')).toBe('utils');
    expect(mantinePartOf('Table')).toBe('more');
  });
});
