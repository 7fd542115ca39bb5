import { useSearchParams } from 'react-router';
import { ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { acceptInviteSearchSchema, searchParamsToObject } from '@phrasebook/domain';
import { List, Alert, Stack } from '@mantine/core';
import { PageFrame } from '../components/page-frame.tsx';
import { memberProfileQuery } from '../../shared/api/member-profile-query.ts';
import { InvitationAnswer } from '../components/invitation-answer.tsx';

const fieldNames: Record<string, string> = {
  uid_by: 'uid_by (who sent the invitation) must be a user id (a UUID)',
  uid_for: 'uid_for (whom it is for) must be a user id (a UUID)',
  lang: 'lang must be a language code of 3 letters',
};

/** The link's parameters, or what is wrong with them (docs/product.md §5 accept-invite). */
function readInvite(params: URLSearchParams) {
  const parsed = acceptInviteSearchSchema.safeParse(searchParamsToObject(params));
  if (parsed.success) return { invite: parsed.data, problems: [] };
  const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
  return { invite: null, problems: [...fields].map((field) => fieldNames[field] ?? field) };
}

export const loader = signedInLoader(async ({ queryClient, user, request }) => {
  const { invite } = readInvite(new URL(request.url).searchParams);
  if (!invite) return;
  await Promise.all([
    queryClient.ensureQueryData(memberProfileQuery(invite.uid_by)),
    queryClient.ensureQueryData(friendsQuery(user.id)),
    queryClient.ensureQueryData(ownProfileQuery(user.id)),
  ]);
});

/**
 * /accept-invite (search: uid_by, uid_for, lang): accepts an invitation addressed to me, then
 * offers the deck for `lang`. Bad links say what is wrong with them.
 */
export default function AcceptInvitePage() {
  const me = useSignedInUser();
  const [params] = useSearchParams();
  const { invite, problems } = readInvite(params);

  return (
    <PageFrame title="Accept an invitation">
      <Stack gap="lg" maw={640}>
        {!invite ? (
          <Alert color="red" variant="light" title="This invitation link is not valid" role="alert">
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        ) : invite.uid_for.toLowerCase() !== me.id.toLowerCase() ? (
          <Alert
            color="yellow"
            variant="light"
            title="This invitation is for someone else"
            role="alert"
          >
            You are signed in as {me.email ?? 'another account'}. Sign in with the account the
            invitation was sent to, then open the link again.
          </Alert>
        ) : (
          <InvitationAnswer inviterUid={invite.uid_by.toLowerCase()} lang={invite.lang} />
        )}
      </Stack>
    </PageFrame>
  );
}
