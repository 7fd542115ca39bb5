import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { installFakePlayback } from './testing/fake-media.ts';
import { VoicePlayer } from './VoicePlayer.tsx';

afterEach(() => vi.restoreAllMocks());

it('plays the speech of the file when pressed, and is unpressed when it ends', async () => {
  const playback = installFakePlayback();
  const onEnded = vi.fn();
  const { user } = renderWithProviders(
    <VoicePlayer
      src="https://cdn/priya.webm"
      trim={{ startMs: 250, endMs: 1800 }}
      label="Play Priya's recording"
      onEnded={onEnded}
    />,
  );
  const button = screen.getByRole('button', { name: "Play Priya's recording" });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await user.click(button);
  expect(playback.sources).toEqual(['https://cdn/priya.webm#t=0.25,1.8']);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  playback.finish();
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  expect(onEnded).toHaveBeenCalledOnce();
});

it('stops when pressed while playing, without calling onEnded', async () => {
  const playback = installFakePlayback();
  const onEnded = vi.fn();
  const { user } = renderWithProviders(
    <VoicePlayer src="blob:take" label="Play" withLabel onEnded={onEnded} />,
  );
  await user.click(screen.getByRole('button', { name: 'Play' }));
  await user.click(screen.getByRole('button', { name: 'Play' }));
  expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
  playback.finish();
  expect(onEnded).not.toHaveBeenCalled();
});

it('plays by itself when asked to', async () => {
  const playback = installFakePlayback();
  renderWithProviders(<VoicePlayer src="blob:take" label="Play" autoPlay />);
  await waitFor(() => expect(playback.sources).toEqual(['blob:take']));
});

it('is ready to try again when the browser refuses to play', async () => {
  installFakePlayback({ refuse: true });
  const { user } = renderWithProviders(<VoicePlayer src="blob:take" label="Play" />);
  await user.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false'),
  );
});
