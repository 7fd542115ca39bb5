import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import SuggestCorrectionForm from './suggest-correction-form.tsx';

function setup() {
  const onSend = vi.fn();
  const onCancel = vi.fn();
  const rendered = renderWithProviders(
    <SuggestCorrectionForm
      original="Yo soy cansado hoy"
      friendName="ana"
      onSend={onSend}
      onCancel={onCancel}
    />,
  );
  const box = screen.getByRole('textbox', { name: 'Your correction' });
  const send = screen.getByRole('button', { name: 'Send correction' });
  return { ...rendered, onSend, onCancel, box, send };
}

describe('SuggestCorrectionForm', () => {
  it('opens the message prefilled and sends the edited sentence, trimmed', async () => {
    const { user, box, send, onSend } = setup();
    expect(box).toHaveValue('Yo soy cansado hoy');
    await user.clear(box);
    await user.type(box, ' Yo estoy cansado hoy ');
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('Yo estoy cansado hoy');
  });

  it('says why an unchanged, blank or too long correction is not sent', async () => {
    const { user, box, send, onSend } = setup();
    await user.click(send);
    expect(screen.getByText('A correction must change the message')).toBeVisible();
    await user.clear(box);
    await user.click(send);
    expect(screen.getByText('Write the corrected sentence')).toBeVisible();
    await user.click(box);
    await user.paste('x'.repeat(2001));
    await user.click(send);
    expect(screen.getByText('A correction can be at most 2,000 characters')).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();
  });

  // Its field's focus showed the field alone: at the log's end, the buttons stayed below the fold.
  it('brings the whole form into view as it opens', () => {
    const shown = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    setup();
    const form = screen.getByRole('form', { name: "Suggest a correction of ana's message" });
    expect(shown.mock.contexts).toContain(form);
    expect(shown).toHaveBeenCalledWith({ block: 'nearest' });
    shown.mockRestore();
  });

  it('cancels', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('cancels on Escape', async () => {
    const { user, onCancel } = setup();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
