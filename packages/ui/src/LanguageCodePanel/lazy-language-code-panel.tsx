import { Suspense, lazy } from 'react';
import type { LanguageCodePanelProps } from './LanguageCodePanel.tsx';

const Panel = lazy(() =>
  import('./LanguageCodePanel.tsx').then((module) => ({ default: module.LanguageCodePanel })),
);

/**
 * The not-found panel, loaded when first shown: this package loads with every signed-in page,
 * and the panel would bring the language names and the domain's messages with it (README,
 * "What the first load costs").
 */
export function LanguageCodePanel(props: LanguageCodePanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

LanguageCodePanel.displayName = 'LanguageCodePanel';
