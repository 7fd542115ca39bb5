import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CardStatus } from '@phrasebook/domain';
import type { LibraryPhraseRow } from '../../shared/api/language-library-query.ts';
import { PhraseRow, type PhraseRowProps } from './phrase-row.tsx';

export interface VirtualPhraseListProps {
  phrases: readonly LibraryPhraseRow[];
  statusOf: (phraseId: string) => CardStatus | null;
  languagesKnown: readonly string[];
  onStatusChange: PhraseRowProps['onStatusChange'];
  label: string;
  /** A phrase's recall card, while the deck has recall on (issue #46). */
  recallOf?: (phraseId: string) => PhraseRowProps['recall'];
}

const ROW_GAP = 12;

/**
 * The results, rendering only the rows on screen (plus a few) however long the library is:
 * a 5,000-phrase deck costs the same to draw as a 20-phrase one. The page itself scrolls,
 * so the list follows the window; rows measure themselves, as translations vary in length.
 */
export function VirtualPhraseList({
  phrases,
  statusOf,
  languagesKnown,
  onStatusChange,
  label,
  recallOf,
}: VirtualPhraseListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page; what sits above it (filters, tag chips) may wrap.
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  }, [scrollMargin, phrases]);
  const virtualizer = useWindowVirtualizer({
    count: phrases.length,
    estimateSize: () => 104,
    overscan: 6,
    gap: ROW_GAP,
    scrollMargin,
    getItemKey: (index) => phrases[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const phrase = phrases[item.index];
        if (!phrase) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={phrases.length}
            aria-posinset={item.index + 1}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <PhraseRow
              phrase={phrase}
              status={statusOf(phrase.id)}
              languagesKnown={languagesKnown}
              onStatusChange={onStatusChange}
              recall={recallOf?.(phrase.id) ?? null}
            />
          </div>
        );
      })}
    </div>
  );
}
