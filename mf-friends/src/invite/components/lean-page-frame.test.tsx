import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeanPageFrame } from './lean-page-frame.tsx';

describe('LeanPageFrame', () => {
  it('is the page’s main landmark: one h1, the subtitle under it, then the content', () => {
    render(
      <LeanPageFrame title="Find a friend" subtitle="Easier with someone who speaks it.">
        <p>Content</p>
      </LeanPageFrame>,
    );
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find a friend');
    expect(main).toHaveTextContent('Find a friendEasier with someone who speaks it.Content');
  });

  it('leaves the subtitle out when there is none', () => {
    const { container } = render(<LeanPageFrame title="Find a friend">content</LeanPageFrame>);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
