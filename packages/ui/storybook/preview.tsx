import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { useEffect, type ReactNode } from 'react';
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Decorator, Preview } from './types.ts';
import { phrasebookCssVariablesResolver } from '../src/theme/phrasebook-theme.ts';
import { styledTheme } from '../src/theme/styled-theme.ts';
import { TOAST_LIMIT } from '../src/toast/toast.ts';

type SchemeName = 'dark' | 'light';

function SchemeSync({ scheme, children }: { scheme: SchemeName; children: ReactNode }) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(scheme), [scheme, setColorScheme]);
  return children;
}

const withMantine: Decorator = (Story, context) => {
  const scheme: SchemeName = context.globals['colorScheme'] === 'light' ? 'light' : 'dark';
  return (
    <MantineProvider
      theme={styledTheme}
      cssVariablesResolver={phrasebookCssVariablesResolver}
      defaultColorScheme="dark"
    >
      <Notifications position="top-center" limit={TOAST_LIMIT} />
      <SchemeSync scheme={scheme}>
        <Story />
      </SchemeSync>
    </MantineProvider>
  );
};

const preview: Preview = {
  decorators: [withMantine],
  globalTypes: {
    colorScheme: {
      description: 'Colour scheme of the Phrasebook theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'dark' },
  parameters: { layout: 'padded' },
};

export default preview;
