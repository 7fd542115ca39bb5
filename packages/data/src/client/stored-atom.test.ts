// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { storedAtom } from './stored-atom.ts';

const readCount = (stored: string | null) => (stored === null ? 0 : Number(stored));

afterEach(() => localStorage.clear());

describe('storedAtom', () => {
  it('starts from what is stored and writes every change through', () => {
    localStorage.setItem('count', '2');
    const store = createStore();
    const count = storedAtom('count', readCount);
    expect(store.get(count)).toBe(2);
    store.set(count, (n) => n + 1);
    expect(localStorage.getItem('count')).toBe('3');
    expect(store.get(storedAtom('count', readCount))).toBe(3);
  });

  it('keeps the text its writer gives', () => {
    const store = createStore();
    const word = storedAtom(
      'word',
      (stored) => stored ?? '',
      (value) => value.toUpperCase(),
    );
    store.set(word, 'hola');
    expect(localStorage.getItem('word')).toBe('HOLA');
  });

  it('holds the value for the page when storage cannot take it, even when mounted again', () => {
    localStorage.setItem('someone-elses', 'x'.repeat(5_000_000 - 'someone-elses'.length));
    const store = createStore();
    const count = storedAtom('count', readCount);
    store.set(count, 7);
    expect(localStorage.getItem('count')).toBeNull();
    store.sub(count, () => {})();
    expect(store.get(count)).toBe(7);
  });

  it('reads again what changed behind it when a screen mounts it', () => {
    const store = createStore();
    const count = storedAtom('count', readCount);
    localStorage.setItem('count', '4');
    const stop = store.sub(count, () => {});
    expect(store.get(count)).toBe(4);
    stop();
  });

  it("follows another tab's writes while a screen shows it", () => {
    const store = createStore();
    const count = storedAtom('count', readCount);
    const stop = store.sub(count, () => {});
    localStorage.setItem('count', '5');
    window.dispatchEvent(new StorageEvent('storage', { key: 'count', newValue: '5' }));
    expect(store.get(count)).toBe(5);
    stop();
  });
});
