import { Avatar, type AvatarProps } from '@mantine/core';
import classes from './UserAvatar.module.css';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  /** Whose avatar this is; its first letter is the fallback. @default undefined */
  username?: string | null;
  /** Public image URL; when missing or broken the initial shows instead. @default undefined */
  src?: string | null;
  /**
   * The username is already written next to the avatar (e.g. inside a button): hide the avatar
   * from assistive technology instead of naming it twice. @default false
   */
  decorative?: boolean;
}

/** First letter of a username, upper-cased; '?' while the name is unknown. */
export function initialOf(username: string | null | undefined): string {
  const first = username?.trim().codePointAt(0);
  return first === undefined ? '?' : String.fromCodePoint(first).toLocaleUpperCase();
}

/** A user's picture, or their initial on a colour derived from their name. */
export function UserAvatar({
  username,
  src,
  decorative = false,
  radius = 'xl',
  ...rest
}: UserAvatarProps) {
  const label = username ? `${username}'s avatar` : 'Avatar';
  const initial = initialOf(username);
  const a11y = decorative
    ? { 'aria-hidden': true }
    : src
      ? {}
      : { role: 'img', 'aria-label': label };
  return (
    <Avatar
      src={src || null}
      alt={decorative ? '' : label}
      name={username ?? undefined}
      color={username ? 'initials' : 'gray'}
      radius={radius}
      {...a11y}
      {...rest}
    >
      {decorative ? (
        <span className={classes.initial} data-initial={initial} />
      ) : (
        <span aria-hidden>{initial}</span>
      )}
    </Avatar>
  );
}
UserAvatar.displayName = 'UserAvatar';
