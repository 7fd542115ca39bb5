import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import type { VoiceRecorderState } from './use-voice-recorder.ts';
import { VoiceRecorderView, type VoiceRecorderViewProps } from './VoiceRecorderView.tsx';

const recorded: VoiceRecorderState = {
  status: 'recorded',
  objectUrl: 'blob:take',
  stoppedAtLimit: false,
  recording: {
    blob: new Blob(['take'], { type: 'audio/webm' }),
    fileType: 'audio/webm',
    extension: 'webm',
    durationMs: 2400,
    trimStartMs: 300,
    trimEndMs: 2100,
  },
};

function renderView(state: VoiceRecorderState, props: Partial<VoiceRecorderViewProps> = {}) {
  const handlers = {
    onRecord: vi.fn(),
    onStop: vi.fn(),
    onReRecord: vi.fn(),
    onSave: vi.fn(),
  };
  const result = renderWithProviders(
    <VoiceRecorderView label="Record this phrase" state={state} {...handlers} {...props} />,
  );
  const group = screen.getByRole('group', { name: 'Record this phrase' });
  const buttonNames = () =>
    within(group)
      .queryAllByRole('button')
      .map((button) => button.textContent);
  return { ...result, ...handlers, group, buttonNames };
}

describe('VoiceRecorderView', () => {
  it('offers Record when idle, and nothing else', async () => {
    const { user, onRecord, buttonNames } = renderView({ status: 'idle' });
    expect(buttonNames()).toEqual(['Record']);
    expect(screen.queryByRole('meter')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(onRecord).toHaveBeenCalledOnce();
  });

  it('waits for the browser to ask, with Record disabled', () => {
    renderView({ status: 'requesting' });
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Allow the microphone if your browser asks.',
    );
  });

  it('shows the meter, the time and Stop while recording', async () => {
    const { user, onStop, buttonNames } = renderView({
      status: 'recording',
      elapsedMs: 3400,
      level: 0.42,
    });
    expect(buttonNames()).toEqual(['Stop']);
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    expect(meter).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('0:03 / 0:15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('offers Play, Re-record and Save once there is a take', async () => {
    const { user, onReRecord, onSave, buttonNames } = renderView(recorded);
    expect(buttonNames()).toEqual(['Play', 'Re-record', 'Save']);
    await user.click(screen.getByRole('button', { name: 'Re-record' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onReRecord).toHaveBeenCalledOnce();
    expect(onSave).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('names the save button as asked', () => {
    renderView(recorded, { saveLabel: 'Save for Priya' });
    expect(screen.getByRole('button', { name: 'Save for Priya' })).toBeEnabled();
  });

  it('says when a take ran into the limit', () => {
    renderView({ ...recorded, stoppedAtLimit: true });
    expect(screen.getByRole('status')).toHaveTextContent('Recordings stop at 15 seconds.');
  });

  it('shows Uploading… and holds Save and Re-record while saving', () => {
    renderView(recorded, { saving: true });
    expect(screen.getByRole('status')).toHaveTextContent('Uploading…');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Re-record' })).toBeDisabled();
  });

  it('still saves offline, saying the take waits for the network', () => {
    renderView(recorded, { offline: true });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(
      screen.getByText(
        "You're offline: the recording is kept and uploads when you're back online.",
      ),
    ).toBeInTheDocument();
  });

  it('shows a server refusal in an alert, keeping the take', () => {
    renderView(recorded, { error: 'Recordings can be 2 MB at most.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Recordings can be 2 MB at most.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it.each([
    [
      'denied',
      "Phrasebook can't use your microphone. Allow microphone access in your browser's site settings, then try again.",
      ['Record'],
    ],
    ['no-microphone', 'No microphone was found. Connect one and try again.', ['Record']],
    ['unsupported', "This browser can't record audio.", []],
  ] as const)(
    'explains %s, offering Record where trying again can help',
    (error, text, buttons) => {
      const { buttonNames } = renderView({ status: 'error', error });
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(buttonNames()).toEqual(buttons);
    },
  );
});
