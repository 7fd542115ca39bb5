import { afterEach, describe, expect, it, vi } from 'vitest';
import { clipUrl, playInTurn } from './clip-playback.ts';
import { installFakePlayback } from './testing/fake-media.ts';

afterEach(() => vi.restoreAllMocks());

describe('clipUrl', () => {
  it('plays the speech alone, with a Media Fragment in seconds', () => {
    expect(clipUrl({ src: 'https://cdn/v/1.webm', trim: { startMs: 120, endMs: 1500 } })).toBe(
      'https://cdn/v/1.webm#t=0.12,1.5',
    );
  });

  it('replaces a fragment the address had, and leaves an untrimmed clip as it is', () => {
    expect(clipUrl({ src: 'blob:x#t=1,2', trim: { startMs: 0, endMs: 800 } })).toBe(
      'blob:x#t=0,0.8',
    );
    expect(clipUrl({ src: 'blob:x' })).toBe('blob:x');
  });
});

describe('playInTurn', () => {
  it('plays each clip after the one before ends, on one element', async () => {
    const playback = installFakePlayback();
    const done = vi.fn();
    void playInTurn([
      { src: 'blob:take', trim: { startMs: 300, endMs: 2100 } },
      { src: 'https://cdn/ref.m4a' },
    ]).then(done);
    await vi.waitFor(() => expect(playback.sources).toHaveLength(1));
    expect(playback.sources[0]).toBe('blob:take#t=0.3,2.1');
    playback.finish();
    await vi.waitFor(() => expect(playback.sources).toHaveLength(2));
    expect(playback.sources[1]).toBe('https://cdn/ref.m4a');
    const elements = new Set(playback.played);
    expect(elements.size).toBe(1);
    expect(done).not.toHaveBeenCalled();
    playback.finish();
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
  });

  it('counts the pause at a fragment’s end as the end of that clip', async () => {
    const playback = installFakePlayback();
    const finished = playInTurn([{ src: 'blob:a', trim: { startMs: 0, endMs: 500 } }]);
    await vi.waitFor(() => expect(playback.sources).toHaveLength(1));
    playback.played[0]?.dispatchEvent(new Event('pause'));
    await expect(finished).resolves.toBeUndefined();
  });

  it('stops when aborted, playing nothing after', async () => {
    const playback = installFakePlayback();
    const controller = new AbortController();
    const finished = playInTurn([{ src: 'blob:a' }, { src: 'blob:b' }], controller.signal);
    await vi.waitFor(() => expect(playback.sources).toHaveLength(1));
    controller.abort();
    await finished;
    expect(playback.sources).toEqual(['blob:a']);
  });

  it('fails when the browser refuses to play', async () => {
    installFakePlayback({ refuse: true });
    await expect(playInTurn([{ src: 'blob:a' }])).rejects.toThrow('No gesture');
  });
});
