import { useEffect, useRef } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useBackToBack } from './use-back-to-back.ts';
import type { VoiceClip } from './voice-recording.ts';

export interface VoicePlayerProps {
  src: string;
  /** The speech within the file; the silence around it is skipped. */
  trim?: VoiceClip['trim'];
  /** The button's accessible name, e.g. "Play Priya's recording". */
  label: string;
  /** Shows `label` beside the icon instead of an icon-only button. */
  withLabel?: boolean;
  /** Plays as soon as it is shown (and when `src` changes). */
  autoPlay?: boolean;
  onEnded?: () => void;
}

// From the trim's numbers rather than its object, which a parent may make anew on each render.
function clipOf(src: string, startMs?: number, endMs?: number): VoiceClip {
  return startMs === undefined || endMs === undefined ? { src } : { src, trim: { startMs, endMs } };
}

/**
 * A play button for one recording; pressed again while playing, it stops. It keeps its name
 * and tells its state with `aria-pressed`, so the learner's screen reader knows the same
 * button throughout.
 */
export function VoicePlayer({
  src,
  trim,
  label,
  withLabel = false,
  autoPlay = false,
  onEnded,
}: VoicePlayerProps) {
  const { playing, play, stop } = useBackToBack();
  const latestOnEnded = useRef(onEnded);
  useEffect(() => {
    latestOnEnded.current = onEnded;
  }, [onEnded]);

  const startMs = trim?.startMs;
  const endMs = trim?.endMs;
  const toggle = () => {
    if (playing) return stop();
    play([clipOf(src, startMs, endMs)], () => latestOnEnded.current?.());
  };

  useEffect(() => {
    if (!autoPlay) return;
    play([clipOf(src, startMs, endMs)], () => latestOnEnded.current?.());
  }, [autoPlay, src, startMs, endMs, play]);

  const icon = playing ? (
    <IconPlayerStopFilled aria-hidden size={16} />
  ) : (
    <IconPlayerPlayFilled aria-hidden size={16} />
  );
  if (withLabel) {
    return (
      <Button variant="light" leftSection={icon} aria-pressed={playing} onClick={toggle}>
        {label}
      </Button>
    );
  }
  return (
    <ActionIcon
      variant="light"
      size="lg"
      aria-label={label}
      aria-pressed={playing}
      onClick={toggle}
    >
      {icon}
    </ActionIcon>
  );
}

VoicePlayer.displayName = 'VoicePlayer';
