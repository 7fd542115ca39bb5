import { useId, useState, type KeyboardEvent } from 'react';

export interface ComboboxListOptions<Item> {
  /** Enter on a marked result. */
  onPick: (item: Item) => void;
  /** Escape in the box. */
  onEscape: () => void;
}

/**
 * The ARIA combobox pattern over the results under a text box (quick search, the recommend
 * page's phrase search): the box keeps the focus, the arrows mark a result (the first to begin
 * with), Enter picks it, Escape clears. The options are no Tab stops; a pointer over one marks it.
 */
export function useComboboxList<Item>(
  results: readonly Item[],
  { onPick, onEscape }: ComboboxListOptions<Item>,
) {
  const listId = useId();
  const [active, setActive] = useState(0);
  // The mark may outlive a shorter list for a moment.
  const current = Math.min(active, results.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent) => {
    // While an input method composes (Japanese, Chinese, Korean), its Enter confirms the word
    // and its arrows choose among candidates; Safari's confirming Enter comes as key code 229.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + results.length) % results.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && results[current] !== undefined) {
      event.preventDefault();
      onPick(results[current]);
    } else if (event.key === 'Escape') {
      onEscape();
    }
  };

  return {
    /** The marked result's index, -1 with none. */
    active: current,
    /** Marks the first result again: call it as the text changes. */
    restart: () => setActive(0),
    inputProps: {
      onKeyDown,
      role: 'combobox',
      'aria-expanded': results.length > 0,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': results.length > 0 ? optionId(current) : undefined,
    },
    listProps: { id: listId, role: 'listbox' },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === current,
      tabIndex: -1,
      onMouseEnter: () => setActive(index),
    }),
  };
}
