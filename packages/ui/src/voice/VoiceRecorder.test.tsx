import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { fakeStream, installFakeMedia, refusal, uninstallFakeMedia } from './testing/fake-media.ts';
import { VoiceRecorder } from './VoiceRecorder.tsx';

afterEach(() => uninstallFakeMedia());

it('records, stops and hands the take to onSave', async () => {
  installFakeMedia(() => Promise.resolve(fakeStream()));
  const onSave = vi.fn();
  const { user } = renderWithProviders(
    <VoiceRecorder label="Record this phrase" onSave={onSave} />,
  );
  await user.click(screen.getByRole('button', { name: 'Record' }));
  expect(await screen.findByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({ fileType: 'audio/webm', extension: 'webm', trimStartMs: 0 }),
  );
  expect(onSave.mock.calls[0]?.[0].blob).toBeInstanceOf(Blob);
});

it('explains a refused microphone, and tries again on Record', async () => {
  const media = installFakeMedia(() => refusal('NotAllowedError'));
  const { user } = renderWithProviders(
    <VoiceRecorder label="Record this phrase" onSave={vi.fn()} />,
  );
  await user.click(screen.getByRole('button', { name: 'Record' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Phrasebook can't use your microphone. Allow microphone access in your browser's site settings, then try again.",
  );
  media.requestMicrophone.mockImplementation(() => Promise.resolve(fakeStream()));
  await user.click(screen.getByRole('button', { name: 'Record' }));
  expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
