/** The friend-streak RPCs as a member calls them, for the db tests of friend streaks. */
import type { Scenario } from '../helpers/test-db.ts';

export interface StreakRow {
  id: string;
  status: string;
  invited_by: string;
  ended_by: string | null;
}

export async function as<T>(t: Scenario, uid: string, sql: string, params: unknown[] = []) {
  await t.asUser(uid);
  const result = await t.attempt(sql, params);
  await t.asAdmin();
  return { rows: result.rows as T[], error: result.error };
}
export const invite = (t: Scenario, by: string, friend: string) =>
  as<StreakRow>(t, by, 'select * from invite_friend_streak($1)', [friend]);
export const answer = (t: Scenario, by: string, id: string, accept: boolean) =>
  as<StreakRow>(t, by, 'select * from answer_friend_streak($1, $2)', [id, accept]);
export const end = (t: Scenario, by: string, id: string) =>
  as<StreakRow>(t, by, 'select * from end_friend_streak($1)', [id]);

export interface Shared {
  id: string;
  friend_uid: string;
  status: string;
  invited_by_me: boolean;
  current_days: number;
  longest_days: number;
  friend_studied_today: boolean;
  me_studied_today: boolean;
}
export const streaksOf = async (t: Scenario, uid: string) =>
  (await as<Shared>(t, uid, 'select * from friend_streaks()')).rows;
