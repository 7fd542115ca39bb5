import { PageFrame } from '@phrasebook/ui';

/** /accept-invite (search: uid_by, uid_for, lang). */
export default function AcceptInvitePage() {
  return <PageFrame title="Accept an invitation" />;
}
