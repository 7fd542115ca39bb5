import { renderToStaticMarkup } from 'react-dom/server';
import * as mantine from '@mantine/core';
import { describe, expect, it } from 'vitest';
import * as primitives from './index.ts';
import { phrasebookCssVariablesResolver, phrasebookTheme } from '../theme/phrasebook-theme.ts';
import { canonicalMarkup } from './canonical-markup.ts';
import { parityCases, type Library } from './parity-cases.tsx';

const asMantine = mantine as unknown as Library;

describe('primitives render Mantine’s markup', () => {
  for (const [name, render] of Object.entries(parityCases)) {
    it(name, () => {
      const theirs = renderToStaticMarkup(
        <mantine.MantineProvider
          theme={phrasebookTheme}
          cssVariablesResolver={phrasebookCssVariablesResolver}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          {render(asMantine)}
        </mantine.MantineProvider>,
      );
      const ours = renderToStaticMarkup(render(primitives));
      expect(canonicalMarkup(ours)).toEqual(canonicalMarkup(theirs));
    });
  }
});
