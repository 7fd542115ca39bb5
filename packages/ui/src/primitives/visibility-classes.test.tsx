import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { expect, it } from 'vitest';

const rules = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .replace(/;}/g, '}');

it('hides and shows by breakpoint exactly as MantineProvider’s global classes do', () => {
  render(<MantineProvider>{null}</MantineProvider>);
  const injected = document.querySelector('style[data-mantine-styles="classes"]')?.textContent;
  const here = dirname(fileURLToPath(import.meta.url));
  const ours = readFileSync(join(here, 'visibility-classes.css'), 'utf8');
  expect(rules(ours)).toBe(rules(injected ?? ''));
});
