import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { Composer } from './composer.tsx';

describe('Composer', () => {
  it('sends trimmed text with Enter and starts a new line with Shift+Enter', async () => {
    const onSend = vi.fn();
    const { user } = renderWithProviders(
      <Composer friendName="ana" draftKey={crypto.randomUUID()} onSend={onSend} />,
    );
    const box = screen.getByRole('textbox', { name: 'Message to ana' });
    await user.type(box, '  Hola{Shift>}{Enter}{/Shift}Ana  ');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hola\nAna');
    expect(box).toHaveValue('');
  });

  it('keeps the text box focused after sending with the button, for the next message', async () => {
    const onSend = vi.fn();
    const { user } = renderWithProviders(
      <Composer friendName="ana" draftKey={crypto.randomUUID()} onSend={onSend} />,
    );
    const box = screen.getByRole('textbox', { name: 'Message to ana' });
    await user.type(box, 'Hola');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('Hola');
    expect(box).toHaveFocus();
  });

  it('sends nothing blank, and refuses more than 2,000 characters with the reason', async () => {
    const onSend = vi.fn();
    const { user } = renderWithProviders(
      <Composer friendName="ana" draftKey={crypto.randomUUID()} onSend={onSend} />,
    );
    const box = screen.getByRole('textbox', { name: 'Message to ana' });
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Write a message first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('A message can be at most 2,000 characters')).toBeInTheDocument();
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps unsent words for the thread, until they are sent', async () => {
    const onSend = vi.fn();
    const draftKey = crypto.randomUUID();
    const first = renderWithProviders(
      <Composer friendName="ana" draftKey={draftKey} onSend={onSend} />,
    );
    await first.user.type(screen.getByRole('textbox', { name: 'Message to ana' }), 'Hasta');
    first.unmount();
    const other = renderWithProviders(
      <Composer friendName="ben" draftKey={crypto.randomUUID()} onSend={onSend} />,
    );
    expect(screen.getByRole('textbox', { name: 'Message to ben' })).toHaveValue('');
    other.unmount();

    const again = renderWithProviders(
      <Composer friendName="ana" draftKey={draftKey} onSend={onSend} />,
    );
    const box = screen.getByRole('textbox', { name: 'Message to ana' });
    expect(box).toHaveValue('Hasta');
    await again.user.type(box, ' luego{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hasta luego');
    expect(box).toHaveValue('');
    again.unmount();
    renderWithProviders(<Composer friendName="ana" draftKey={draftKey} onSend={onSend} />);
    expect(screen.getByRole('textbox', { name: 'Message to ana' })).toHaveValue('');
  });
});
