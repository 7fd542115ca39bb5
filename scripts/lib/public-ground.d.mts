// Types of public-ground.mjs for the TypeScript test that uses it.
export function publicGroundProblems(file: string, text: string): string[];

export const checkedFile: RegExp;
