import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import {
  fakeStream,
  installFakeMedia,
  installFakePlayback,
  uninstallFakeMedia,
} from './testing/fake-media.ts';
import { VoiceCompare, type VoiceCompareProps } from './VoiceCompare.tsx';

afterEach(() => {
  uninstallFakeMedia();
  vi.restoreAllMocks();
});

const reference = {
  src: 'https://cdn/priya.webm',
  trim: { startMs: 200, endMs: 1400 },
  label: "Play Priya's recording",
};

async function recordATake(props: Partial<VoiceCompareProps> = {}) {
  installFakeMedia(() => Promise.resolve(fakeStream()));
  const playback = installFakePlayback();
  const result = renderWithProviders(<VoiceCompare reference={reference} {...props} />);
  await result.user.click(screen.getByRole('button', { name: 'Record' }));
  await result.user.click(await screen.findByRole('button', { name: 'Stop' }));
  await screen.findByRole('button', { name: 'Play both' });
  return { ...result, playback };
}

it('plays the learner’s take and then the reference', async () => {
  const { user, playback } = await recordATake();
  expect(screen.getByRole('group', { name: 'Compare' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Play both' }));
  expect(playback.sources).toHaveLength(1);
  expect(playback.sources[0]).toMatch(/^blob:take-1#t=0,/);
  playback.finish();
  await vi.waitFor(() => expect(playback.sources[1]).toBe('https://cdn/priya.webm#t=0.2,1.4'));
});

it('keeps the take on the device: no save button without onKeep', async () => {
  await recordATake();
  expect(screen.getByRole('button', { name: 'Re-record' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Save as my recording' })).toBeNull();
});

it('hands the take over when the learner saves it as their recording', async () => {
  const onKeep = vi.fn();
  const { user } = await recordATake({ onKeep });
  await user.click(screen.getByRole('button', { name: 'Save as my recording' }));
  expect(onKeep).toHaveBeenCalledWith(expect.objectContaining({ fileType: 'audio/webm' }));
});
