import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { FriendTextMessage } from './friend-text-message.tsx';

function setup() {
  const onCorrect = vi.fn();
  const rendered = renderWithProviders(
    <FriendTextMessage
      text="Yo soy cansado hoy"
      at="2026-12-05T10:00:00Z"
      friendName="ana"
      onCorrect={onCorrect}
    />,
  );
  const suggest = () =>
    screen.getByRole('button', { name: 'Suggest a correction: Yo soy cansado hoy' });
  return { ...rendered, onCorrect, suggest };
}

// Closing the correction removed the focused element, which left the focus on the page's body:
// a keyboard user started again from the top of the page, far from the thread.
describe('FriendTextMessage', () => {
  it('gives the focus back to "Suggest a correction" when the correction is cancelled', async () => {
    const { user, suggest } = setup();
    await user.click(suggest());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(suggest()).toHaveFocus();
  });

  it('and when it is sent', async () => {
    const { user, suggest, onCorrect } = setup();
    await user.click(suggest());
    const box = await screen.findByRole('textbox', { name: 'Your correction' });
    await user.clear(box);
    await user.type(box, 'Yo estoy cansado hoy');
    await user.click(screen.getByRole('button', { name: 'Send correction' }));
    expect(onCorrect).toHaveBeenCalledWith('Yo estoy cansado hoy');
    expect(suggest()).toHaveFocus();
  });
});
