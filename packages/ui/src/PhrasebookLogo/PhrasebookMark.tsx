// Plain SVG, no Mantine: the lean kit's Logo draws the same mark.
/**
 * The Phrasebook mark: two overlapping speech bubbles, one per language. The same drawing is
 * the app icon in shell/public.
 */
export function PhrasebookMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#6741d9" />
      <path
        d="M12 16a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H24l-8 7v-7.4A6 6 0 0 1 12 28z"
        fill="#f3f0ff"
      />
      <path
        d="M26 32h20a6 6 0 0 1 6 6v10a6 6 0 0 1-4 5.7V60l-8-6H32a6 6 0 0 1-6-6z"
        fill="#ffd43b"
      />
      <path d="M19 19h18M19 25h12" stroke="#6741d9" strokeWidth="3" strokeLinecap="round" />
      <path d="M33 41h12M33 47h8" stroke="#5f3dc4" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
PhrasebookMark.displayName = 'PhrasebookMark';
