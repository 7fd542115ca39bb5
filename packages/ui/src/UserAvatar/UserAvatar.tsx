import type { CSSProperties } from 'react';
import { Avatar } from '@mantine/core';
import classes from './UserAvatar.module.css';

export interface UserAvatarProps {
  /** Whose avatar this is; its initial is the fallback. @default undefined */
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

/**
 * A user's picture, or their initial on the colour Mantine's Avatar gives their name
 * (`color="initials"`), named for screen readers unless `decorative`. A decorative initial is
 * drawn as generated content, not text, so a button that holds it is named by its own words.
 */
export function UserAvatar({
  username,
  src,
  decorative = false,
  size = 38,
  className,
  style,
}: UserAvatarProps) {
  const label = username ? `${username}'s avatar` : 'Avatar';
  // One accessible image, the picture or the initial: the <img> inside is decorative.
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <Avatar
      {...a11y}
      src={src ?? null}
      alt=""
      name={username ?? undefined}
      color="initials"
      variant="light"
      radius="xl"
      size={size}
      className={className}
      style={style}
    >
      {decorative ? (
        <span className={classes.initial} data-initial={initialOf(username)} />
      ) : (
        initialOf(username)
      )}
    </Avatar>
  );
}
UserAvatar.displayName = 'UserAvatar';
