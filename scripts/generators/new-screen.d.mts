// Types of new-screen.mjs for the generators' test: it returns the screen's URL.
export function newScreen(root: string, folder: string, target: string, urlPath?: string): string;
