import { useMatches } from 'react-router';
import type { RemoteRouteHandle } from '@phrasebook/platform';
import { Text } from '@mantine/core';
import { PageContainer } from '@phrasebook/ui';

function isRemoteHandle(handle: unknown): handle is RemoteRouteHandle {
  return typeof handle === 'object' && handle !== null && 'remote' in handle;
}

/**
 * Which build of the remote on screen this is, when it was built with a label
 * (PUBLIC_BUILD_LABEL): small at the foot of the page, so a deployment can be told apart.
 */
export function RemoteBuildLabel() {
  const label = useMatches()
    .map((match) => match.handle)
    .filter(isRemoteHandle)
    .at(-1)?.buildLabel;
  if (!label) return null;
  return (
    <PageContainer>
      <Text size="xs" c="dimmed" data-testid="build-label">
        Build {label}
      </Text>
    </PageContainer>
  );
}
