/*
 * The page carries the styles of the Mantine components the apps' trimmed copy holds
 * (mantine-styles.ts). A remote built later may use another component: the tab then runs the
 * whole Mantine copy (README, "Shipping one remote on its own") and needs the whole styles
 * with it. The request is kept and announced by build-config's runtime/full-copy-requests.ts,
 * under these names.
 */
const requestsKey = 'phrasebook-full-shared-copies';
const requestEvent = 'phrasebook:full-shared-copy';
const mantine = '@mantine/core';

let loading: Promise<unknown> | undefined;

function loadWholeStyles(): void {
  loading ??= import('@mantine/core/styles.css');
}

function requestedBefore(): boolean {
  try {
    return (sessionStorage.getItem(requestsKey) ?? '').split(' ').includes(mantine);
  } catch {
    return false;
  }
}

/** Loads the whole styles now if this tab runs the whole copy, or as soon as it asks for it. */
export function followWholeMantineRequests(): void {
  if (typeof window === 'undefined') return;
  if (requestedBefore()) loadWholeStyles();
  window.addEventListener(requestEvent, (event) => {
    if ((event as CustomEvent<string>).detail === mantine) loadWholeStyles();
  });
}
