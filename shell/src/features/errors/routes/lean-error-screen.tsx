import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AuthFrame, Button } from '@phrasebook/ui/lean';
import { loadData } from '../../../app/startup/load-data.ts';
import { errorHeadline } from '../components/error-headline.ts';
import { reloadPage } from '../components/reload-page.ts';

export interface LeanErrorScreenProps {
  /** The thrown value. */
  error: unknown;
  /** A headline above the error's own; the error's headline is the title when absent. @default undefined */
  title?: string;
}

/**
 * What went wrong and a way out, without Mantine or the data layer: shown when the app's
 * providers could not load (config.json or the backend unreachable) or the app cannot start.
 */
export function LeanErrorScreen({ error, title }: LeanErrorScreenProps) {
  // docs/product.md §8: errors shown are logged, when the backend can be reached at all.
  useEffect(() => {
    loadData()
      .then((data) => data.logClientError(error, { source: 'lean-error-screen' }))
      .catch(() => {
        // The backend is likely what failed; the screen must not fail with it.
      });
  }, [error]);
  return (
    <AuthFrame
      title={title ?? errorHeadline(error)}
      subtitle={title ? errorHeadline(error) : undefined}
    >
      <Button fullWidth onClick={reloadPage}>
        Refresh the page
      </Button>
    </AuthFrame>
  );
}

/** `LeanErrorScreen` for the error the router caught. */
export function RouteLeanErrorScreen() {
  return <LeanErrorScreen error={useRouteError()} />;
}
