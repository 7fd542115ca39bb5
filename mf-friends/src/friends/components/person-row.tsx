import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { avatarUrl } from '@phrasebook/data';
import { Anchor, Group } from '@mantine/core';
import { UserAvatar } from '@phrasebook/ui';
import { KnownLanguages } from './known-languages.tsx';
import classes from './people.module.css';

export interface PersonRowProps {
  uid: string;
  username: string;
  avatarPath: string | null;
  languages?: { lang: string; level: string }[];
  /** Where the name links to. @default `/friends/<uid>` */
  href?: string;
  /** Router state for that link (e.g. where 'Back' returns to). @default undefined */
  linkState?: unknown;
  /** A line under the name (e.g. when the invitation was sent). @default undefined */
  detail?: ReactNode;
  /** The buttons at the end. @default undefined */
  actions?: ReactNode;
}

/** One person in a list: avatar, name (a link to their profile), languages, actions. */
export function PersonRow({
  uid,
  username,
  avatarPath,
  languages = [],
  href,
  linkState,
  detail,
  actions,
}: PersonRowProps) {
  return (
    <Group
      component="li"
      aria-label={username}
      justify="space-between"
      gap="sm"
      py="sm"
      wrap="wrap"
    >
      <div className={classes.who}>
        <UserAvatar
          className={classes.avatar}
          username={username}
          src={avatarUrl(avatarPath)}
          size={44}
          decorative
        />
        <Anchor
          className={classes.name}
          component={Link}
          to={href ?? `/friends/${uid}`}
          state={linkState}
          fw={600}
          truncate="end"
        >
          {username}
        </Anchor>
        <div className={classes.languages}>
          <KnownLanguages languages={languages} size="xs" />
        </div>
        {detail ? <div className={classes.detail}>{detail}</div> : null}
      </div>
      {actions}
    </Group>
  );
}
