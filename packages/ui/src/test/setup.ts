import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// jsdom lacks the layout APIs Mantine touches (media queries, resize observers, scrolling
// into view, pseudo-element styles); these shims give it the browser's neutral answers.

// A form's schema and calls load on its first submit (docs/architecture.md, "Forms"): on two
// busy cores that import can outlast the default second a findBy waits.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((entry) => {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  window.localStorage.clear();
});

// The VM pools reuse modules between the files a worker runs, and a page one file drew itself
// showed in the next file's queries (kept-screens.test.ts's 'Learning Home' in
// landing-page.test.tsx, one run in six): each file leaves an empty page.
afterAll(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverShim,
  });
}

if (!HTMLElement.prototype.scrollIntoView) {
  HTMLElement.prototype.scrollIntoView = () => {};
}

// jsdom lays nothing out: no element is found under any point.
if (!('elementFromPoint' in document)) {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });
}

// jsdom throws "Not implemented" for pseudo-element arguments; Mantine's ScrollArea asks for them.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => realGetComputedStyle(element);

// Autosizing textareas re-measure when web fonts finish loading; jsdom has no font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// jsdom has <dialog> but not its modal methods; these open and close it as a browser would
// (without the top layer, which jsdom does not draw).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
