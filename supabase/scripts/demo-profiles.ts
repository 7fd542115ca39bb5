/** What the seed knows about each demo account besides its login (supabase/demo-accounts.json). */
export interface DemoProfile {
  username: string;
  timeZone: string;
  userRole: 'learner' | 'helper' | 'both';
  languagesKnown: { lang: string; level: 'fluent' | 'proficient' | 'beginner' }[];
}

export const demoProfiles: readonly DemoProfile[] = [
  {
    username: 'sam',
    timeZone: 'America/New_York',
    userRole: 'learner',
    languagesKnown: [
      { lang: 'eng', level: 'fluent' },
      { lang: 'spa', level: 'beginner' },
    ],
  },
  {
    username: 'priya',
    timeZone: 'Asia/Kolkata',
    userRole: 'both',
    languagesKnown: [
      { lang: 'tam', level: 'fluent' },
      { lang: 'hin', level: 'fluent' },
      { lang: 'eng', level: 'proficient' },
    ],
  },
  {
    username: 'kenji',
    timeZone: 'Asia/Tokyo',
    userRole: 'both',
    languagesKnown: [
      { lang: 'jpn', level: 'fluent' },
      { lang: 'eng', level: 'proficient' },
    ],
  },
  {
    username: 'lena',
    timeZone: 'Europe/Berlin',
    userRole: 'learner',
    languagesKnown: [
      { lang: 'deu', level: 'fluent' },
      { lang: 'eng', level: 'proficient' },
      { lang: 'fra', level: 'beginner' },
    ],
  },
];
