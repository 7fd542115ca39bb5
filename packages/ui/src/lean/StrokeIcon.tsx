export interface StrokeIconProps {
  /** The drawing: path data on a 24×24 grid, stroked (Tabler's icon style). */
  path: string;
  /** Width and height in px. @default 24 */
  size?: number;
  className?: string;
}

/**
 * A decorative line icon drawn from its path data, in the text colour. The kit's icons are
 * Tabler's drawings written out, so a lean screen does not load the icon library.
 */
export function StrokeIcon({ path, size = 24, className }: StrokeIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
StrokeIcon.displayName = 'StrokeIcon';
