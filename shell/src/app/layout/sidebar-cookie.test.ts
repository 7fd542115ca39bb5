import { expect, it } from 'vitest';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebar-cookie.ts';

it('defaults to expanded and remembers a collapse', () => {
  expect(readSidebarExpanded('')).toBe(true);
  writeSidebarExpanded(false);
  expect(document.cookie).toContain('sidebar_state=false');
  expect(readSidebarExpanded()).toBe(false);
  expect(readSidebarExpanded('theme=x; sidebar_state=true')).toBe(true);
});
