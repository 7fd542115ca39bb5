import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, renderWithProviders, screen } from '@phrasebook/ui/test';
import { AVATAR_NOT_AN_IMAGE, AVATAR_TOO_LARGE } from '../api/avatar-file.ts';
import { AvatarSection } from './avatar-section.tsx';
import { useUnreachableBackend } from '@phrasebook/data/testing';

beforeAll(useUnreachableBackend);

const uid = '6f1c2a9e-3b7d-4c55-9a0e-2d8f4b1c7e90';

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('AvatarSection', () => {
  it('shows the initial when there is no avatar', () => {
    renderWithProviders(<AvatarSection uid={uid} username="sofia" avatarPath={null} />);
    expect(screen.getByRole('img', { name: "sofia's avatar" })).toHaveTextContent('S');
  });

  it('refuses a file that is not an image before sending it', async () => {
    renderWithProviders(<AvatarSection uid={uid} username="sofia" avatarPath={null} />);
    // The picker's accept filter is only a hint (drag and drop, "All files"), so pick past it.
    fireEvent.change(fileInput(), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(AVATAR_NOT_AN_IMAGE);
  });

  it('refuses an image over 5 MB before sending it', async () => {
    const { user } = renderWithProviders(
      <AvatarSection uid={uid} username="sofia" avatarPath={null} />,
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(AVATAR_TOO_LARGE);
    expect(screen.getByRole('button', { name: 'Upload a new avatar' })).not.toHaveAttribute(
      'data-loading',
    );
  });
});
