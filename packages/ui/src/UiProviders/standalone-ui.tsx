import { Center, Loader } from '@mantine/core';
import { ErrorPanel } from '../ErrorPanel/ErrorPanel.tsx';
import { UiProviders } from './UiProviders.tsx';

/** Shown while a screen's data suspends. */
function Pending() {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader role="img" aria-label="Loading" />
    </Center>
  );
}

/**
 * What a remote's standalone dev page renders its screens in, handed to `startStandalone`
 * (the data package cannot import this one): the providers, the error and pending UI.
 */
export const standaloneUi = {
  Providers: UiProviders,
  ErrorView: ({ error }: { error: unknown }) => <ErrorPanel error={error} />,
  Pending,
};
