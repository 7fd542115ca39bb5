import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getSupabase } from './supabase-client.ts';
import { queryClient } from './query-client.ts';
import { userScope } from './query-keys.ts';

/** SPEC §4: signing out clears cached user queries and navigates to '/'. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { error } = await getSupabase().auth.signOut();
    queryClient.removeQueries({ queryKey: userScope });
    if (error) throw error;
    await navigate('/');
  }, [navigate]);
}
