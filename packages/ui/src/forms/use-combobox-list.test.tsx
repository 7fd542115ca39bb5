import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useComboboxList } from './use-combobox-list.ts';

const results = ['おはようございます。', 'おやすみなさい。'];

function Search({ onPick }: { onPick: (item: string) => void }) {
  const combobox = useComboboxList(results, { onPick, onEscape: () => {} });
  return (
    <>
      <input aria-label="Search" {...combobox.inputProps} />
      <ul {...combobox.listProps}>
        {results.map((item, index) => (
          <li key={item} {...combobox.optionProps(index)}>
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

it("leaves an input method's Enter and arrows to it while it composes a word", () => {
  const onPick = vi.fn();
  render(<Search onPick={onPick} />);
  const box = screen.getByRole('combobox', { name: 'Search' });

  fireEvent.keyDown(box, { key: 'ArrowDown', isComposing: true });
  fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
  // Safari's Enter that confirms the word, sent once the composition has ended.
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
  expect(onPick).not.toHaveBeenCalled();
  expect(screen.getByRole('option', { name: results[0] })).toHaveAttribute('aria-selected', 'true');

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onPick).toHaveBeenCalledExactlyOnceWith(results[1]);
});
