import { PageFrame } from '@phrasebook/ui';

/** /find-a-friend: signed out, on the way to sign-up or login. */
export default function FindAFriendPage() {
  return <PageFrame title="Find a friend" />;
}
