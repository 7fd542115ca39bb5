import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery, useAuthSession } from '@phrasebook/data';

/**
 * The signed-in learner's profile as the layout reads it: the query every deck change
 * refreshes, so the sidebar and the page around it show a change at once. Idle while nobody
 * is signed in.
 */
export function useSignedInProfile() {
  const { user } = useAuthSession();
  const uid = user?.id ?? '';
  return useQuery({ ...ownProfileQuery(uid), enabled: uid !== '' });
}
