// Types of replaced-files.mjs for its TypeScript test.
export function datingReplacement(file: string): (written?: string) => void;
