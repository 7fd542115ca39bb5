import { useState, type CSSProperties } from 'react';
import classes from './UserAvatar.module.css';

export interface UserAvatarProps {
  /** Whose avatar this is; its first letter is the fallback. @default undefined */
  username?: string | null;
  /** Public image URL; when missing or broken the initial shows instead. @default undefined */
  src?: string | null;
  /**
   * The username is already written next to the avatar (e.g. inside a button): hide the avatar
   * from assistive technology instead of naming it twice. @default false
   */
  decorative?: boolean;
  /** Width and height in px. @default 38 */
  size?: number;
  className?: string;
  style?: CSSProperties;
}

/** First letter of a username, upper-cased; '?' while the name is unknown. */
export function initialOf(username: string | null | undefined): string {
  const first = username?.trim().codePointAt(0);
  return first === undefined ? '?' : String.fromCodePoint(first).toLocaleUpperCase();
}

// The colours Mantine's Avatar picks initials from, so everyone keeps the colour they had.
const initialsColors = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
];

/** The usual 32-bit string hash (s[0]·31^(n−1) + … + s[n−1]), as Mantine picks the colour by. */
function stringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  }
  return hash;
}

/** The colour of a user's initial: one of the palette's, always the same for a name. */
export function initialsColor(username: string | null | undefined): string {
  if (!username) return 'gray';
  return initialsColors[Math.abs(stringHash(username)) % initialsColors.length] ?? 'gray';
}

/**
 * A user's picture, or their initial on a colour derived from their name (Mantine's Avatar,
 * variant light, radius xl, drawn without it).
 */
export function UserAvatar({
  username,
  src,
  decorative = false,
  size = 38,
  className,
  style,
}: UserAvatarProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const label = username ? `${username}'s avatar` : 'Avatar';
  const initial = initialOf(username);
  const color = initialsColor(username);
  const image = src && src !== brokenSrc ? src : null;
  const a11y = decorative
    ? { 'aria-hidden': true }
    : image
      ? {}
      : { role: 'img', 'aria-label': label };
  return (
    <div
      {...a11y}
      className={className ? `${classes.avatar} ${className}` : classes.avatar}
      style={
        {
          '--avatar-size': `${size / 16}rem`,
          '--avatar-bg': `var(--mantine-color-${color}-light)`,
          '--avatar-color': `var(--mantine-color-${color}-light-color)`,
          ...style,
        } as CSSProperties
      }
    >
      {image ? (
        <img
          className={classes.image}
          src={image}
          alt={decorative ? '' : label}
          onError={() => setBrokenSrc(image)}
        />
      ) : (
        <span className={classes.fallback}>
          {decorative ? (
            <span className={classes.initial} data-initial={initial} />
          ) : (
            <span aria-hidden>{initial}</span>
          )}
        </span>
      )}
    </div>
  );
}
