import { beforeAll, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { AutoplaySection } from './autoplay-section.tsx';

beforeAll(useUnreachableBackend);

const uid = '6f1c2a9e-3b7d-4c55-9a0e-2d8f4b1c7e90';

it('is a switch whose state reads in words, turned off at once while it saves, focus kept', async () => {
  // The save never answers: the switch shows the choice being saved, and waits.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  try {
    const { user } = renderWithProviders(<AutoplaySection uid={uid} value />);
    const toggle = screen.getByRole('switch', { name: 'Play recordings on reveal' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription("The answer plays a friend's recording as it shows");
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    // Disabled as a keyboard user still stands on it: a second press waits for the save.
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  } finally {
    vi.unstubAllGlobals();
  }
});
