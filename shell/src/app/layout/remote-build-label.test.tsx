import { expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { RemoteBuildLabel } from './remote-build-label.tsx';

function renderAt(handle: unknown) {
  renderWithProviders(<p>elsewhere</p>, {
    route: '/learn',
    path: '/elsewhere',
    routes: [{ path: '/learn', handle, element: <RemoteBuildLabel /> }],
  });
}

it('names the build of the remote on screen when it has a label', () => {
  renderAt({ remote: 'mf_learn', buildLabel: 'r42' });
  expect(screen.getByTestId('build-label')).toHaveTextContent('Build r42');
});

it('shows nothing for an unlabelled build or a shell screen', () => {
  renderAt({ remote: 'mf_learn', buildLabel: undefined });
  expect(screen.queryByTestId('build-label')).toBeNull();
});
