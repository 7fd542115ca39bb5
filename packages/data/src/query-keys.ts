/**
 * Query-key factories. Every key starts with 'user' when it holds the signed-in user's data,
 * so signing out can drop all of it with one `removeQueries({ queryKey: userScope })`.
 */
export const userScope = ['user'] as const;

export const profileKeys = {
  all: [...userScope, 'profile'] as const,
  own: (uid: string) => [...profileKeys.all, 'own', uid] as const,
  publicAll: ['public-profile'] as const,
  public: (uid: string) => [...profileKeys.publicAll, uid] as const,
};
